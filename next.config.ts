import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The embedded PostgreSQL (WASM) and the drivers load at run time from node_modules, never bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "bcryptjs", "nodemailer", "twilio", "sanitize-html"],
  poweredByHeader: false,
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: false },
  images: { unoptimized: true },
  devIndicators: false,
};

export default nextConfig;

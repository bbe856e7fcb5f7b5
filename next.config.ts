import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Separate build folders let several checkouts' test runs build side by side (e2e sets its own).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // The embedded PostgreSQL (WASM) and the drivers load at run time from node_modules, never bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "bcryptjs", "nodemailer", "twilio", "sanitize-html", "pdfkit", "qrcode"],
  poweredByHeader: false,
  reactStrictMode: true,
  // npm test runs `tsc --noEmit` first and skips the build's second, identical check.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
  images: { unoptimized: true },
  devIndicators: false,
  // A certificate's PDF sits beside its page (/certificates/{id}.pdf); a dynamic segment can't hold both.
  rewrites: async () => [{ source: "/certificates/:id([A-Za-z0-9]+)\\.pdf", destination: "/certificates/:id/pdf" }],
  // Public certificate pages: never indexed, cacheable for five minutes (a revocation shows within that).
  headers: async () => [
    // Pay pages: the address is the secret (billing-and-delivery.md §5). Never stored; proxy.ts keeps them out of
    // indexes and referrers, as for every page that declares secretInAddress.
    { source: "/pay/:path*", headers: [{ key: "Cache-Control", value: "no-store" }] },
    {
      source: "/certificates/:path*",
      headers: [
        { key: "X-Robots-Tag", value: "noindex" },
        { key: "Cache-Control", value: "public, max-age=300" },
      ],
    },
  ],
};

export default nextConfig;

import type { Metadata } from "next";
import "./globals.css";

export const metadata: Metadata = {
  title: "Cloud, DevOps, AI/ML & Cybersecurity Courses | Stackwise Academy",
  description: "Join 1000+ learners in hands-on, job-focused training in cloud, DevOps, AI/ML, cybersecurity, data engineering and automation.",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">{children}</body>
    </html>
  );
}

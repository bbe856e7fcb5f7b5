import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { HideUnder } from "@/components/site/hide-under";
import { JsonLd, organizationJsonLd } from "@/components/site/json-ld";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { signedInHintScript } from "@/components/site/signed-in-hint";
import { WhatsAppButton } from "@/components/site/whatsapp-button";
import { AppToaster } from "@/components/ui/toaster";
import { env } from "@/lib/env";
import { siteConfig } from "@/lib/site-config";
import "./globals.css";

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(env().APP_URL),
    title: { default: siteConfig.title, template: `%s | ${siteConfig.name}` },
    description: siteConfig.description,
    applicationName: siteConfig.name,
    openGraph: {
      type: "website",
      siteName: siteConfig.name,
      locale: "en_IN",
      title: siteConfig.title,
      description: siteConfig.description,
      images: [{ url: "/images/brand/og-default.png", width: 1200, height: 630, alt: siteConfig.name }],
    },
    twitter: { card: "summary_large_image", title: siteConfig.title, description: siteConfig.description, images: ["/images/brand/og-default.png"] },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: "#4338ca",
  width: "device-width",
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Per-request pages allow scripts by this nonce; the page cache swaps it for the scripts' hashes.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    // The first script sets data-signed-in on <html> before React hydrates it.
    <html lang="en" suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: signedInHintScript }} />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-800 antialiased">
        {/* The staff console has a layout of its own; every other page shares the site's header and footer. */}
        <HideUnder prefix="/admin">
          <SiteHeader />
        </HideUnder>
        <div className="flex flex-1 flex-col">{children}</div>
        <HideUnder prefix="/admin">
          <SiteFooter />
          <WhatsAppButton />
        </HideUnder>
        <AppToaster />
        <JsonLd data={organizationJsonLd(env().APP_URL)} />
      </body>
    </html>
  );
}

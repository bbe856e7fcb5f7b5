import type { Metadata } from "next";
import { siteConfig } from "@/lib/site-config";

const defaultImage = { url: "/images/brand/og-default.png", width: 1200, height: 630, alt: siteConfig.name };

/** A page's canonical URL and Open Graph tags (a page's openGraph replaces the layout's, so it is complete here). */
export function pageMetadata(path: string, title: string, description: string, image?: { url: string; width: number; height: number; alt: string }): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: siteConfig.name,
      locale: "en_IN",
      url: path,
      title: `${title} | ${siteConfig.name}`,
      description,
      images: [image ?? defaultImage],
    },
    twitter: { card: "summary_large_image", title: `${title} | ${siteConfig.name}`, description, images: [(image ?? defaultImage).url] },
  };
}

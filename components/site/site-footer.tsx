import Link from "next/link";
// Footer and legal links are never prefetched as they scroll into view: every page ends with them, and
// a phone on a slow line would fetch a dozen pages' payloads nobody asked for, competing with the page itself.
import { leadingCategories, listCategories } from "@/lib/courses/reads";
import { siteConfig } from "@/lib/site-config";
import { SocialIcon } from "./social-icon";
import { imageSrc } from "@/lib/images/image-path";

const quickLinks = [
  { href: "/", label: "Home" },
  { href: "/about-us", label: "About us" },
  { href: "/training-courses", label: "All courses" },
  { href: "/contact", label: "Contact" },
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/terms-conditions", label: "Terms & Conditions" },
];

// Shown when the catalogue can't be read, so the footer never breaks a page.
const categoryLinks = [
  { slug: "cloud", label: "Cloud" },
  { slug: "devops", label: "DevOps" },
  { slug: "cybersecurity", label: "Cybersecurity" },
  { slug: "data-engineering", label: "Data Engineering" },
  { slug: "automation", label: "Automation" },
  { slug: "ai-ml", label: "AI/ML" },
];

/** The footer: company contact information, links and social networks. */
export async function SiteFooter() {
  const [categories, all] = await Promise.all([leadingCategories(), listCategories()]).catch(() => [[], []]);
  const cats = categories.length > 0 ? categories.map((c) => ({ slug: c.slug, label: c.name })) : categoryLinks;
  const categoryHrefs = cats.map((c) => ({ href: `/training-courses/category/${c.slug}`, label: c.label }));
  // The footer lists the categories with the most courses; the catalogue has every one.
  if (all.length > categories.length && categories.length > 0) categoryHrefs.push({ href: "/training-courses#courses", label: "All categories" });
  const year = new Date().getFullYear();
  return (
    <footer className="on-dark bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:px-8">
        <div>
          <Link prefetch={false} href="/" aria-label="Stackwise Academy, home" className="inline-block">
            <img src={imageSrc("/images/brand/logo-light.svg", 480)} alt="" width={167} height={40} loading="lazy" decoding="async" className="h-10 w-auto" />
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-6 text-slate-300">
            Live, instructor-led training in cloud, DevOps, cybersecurity, data engineering, automation and AI/ML, for individuals and enterprise teams.
          </p>
          <ul className="mt-6 flex gap-3" aria-label="Social networks">
            {siteConfig.social.map((network) => (
              <li key={network.name}>
                <a href={network.href} target="_blank" rel="noopener noreferrer" className="icon-btn-dark">
                  <SocialIcon name={network.name} />
                  <span className="sr-only">{network.name} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks id="footer-links" title="Quick links" links={quickLinks} />
        <FooterLinks id="footer-categories" title="Categories" links={categoryHrefs} />
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">Get in touch</h2>
          <address className="mt-4 space-y-3 text-sm not-italic leading-6">
            <p>
              {siteConfig.address.street}
              <br />
              {siteConfig.address.locality}, {siteConfig.address.region} {siteConfig.address.postalCode}, {siteConfig.address.countryName}
            </p>
            <p>
              <span className="text-slate-400">Phone: </span>
              <a href={siteConfig.phoneHref} className="font-medium text-white hover:text-accent-300">
                {siteConfig.phone}
              </a>
            </p>
            <p>
              <span className="text-slate-400">Email: </span>
              <a href={`mailto:${siteConfig.email}`} className="font-medium text-white hover:text-accent-300">
                {siteConfig.email}
              </a>
            </p>
            <p className="text-slate-400">{siteConfig.hours}</p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {year} {siteConfig.legalName}. All rights reserved.
          </p>
          <p className="flex gap-4">
            <Link prefetch={false} href="/privacy-policy" className="hover:text-accent-300">
              Privacy Policy
            </Link>
            <Link prefetch={false} href="/terms-conditions" className="hover:text-accent-300">
              Terms & Conditions
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ id, title, links }: { id: string; title: string; links: { href: string; label: string }[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-bold uppercase tracking-wider text-white">
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link prefetch={false} href={link.href} className="hover:text-accent-300">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { IntentLink } from "@/components/ui/intent-link";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/components/ui/cn";

/** A page section with an eyebrow, a heading (h2) and an optional intro; `tone` sets the background. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  tone = "white",
  className,
  action,
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  tone?: "white" | "tint" | "dark";
  className?: string;
  action?: ReactNode;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("py-16 sm:py-20", tone === "tint" && "bg-slate-50", tone === "dark" && "on-dark bg-ink text-slate-300", className)}
    >
      <div className="page-width">
        <div className="section-head">
          <div className="max-w-2xl">
            {eyebrow && <p className={cn("section-eyebrow", tone === "dark" ? "text-accent-300" : "text-brand-700")}>{eyebrow}</p>}
            <h2 id={headingId} className={cn("section-title", tone === "dark" ? "text-white" : "text-ink")}>
              {title}
            </h2>
            {intro && <p className={cn("mt-4 text-lg leading-8", tone === "dark" ? "text-slate-300" : "text-slate-600")}>{intro}</p>}
          </div>
          {action}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

/** The banner at the top of inner pages: breadcrumb, h1 and a line of text, on the brand gradient. */
export function PageBanner({ title, text, crumbs = [] }: { title: ReactNode; text?: ReactNode; crumbs?: { href?: string; label: string }[] }) {
  return (
    <div className="on-dark relative overflow-hidden bg-gradient-to-br from-ink via-brand-900 to-brand-700">
      <div aria-hidden="true" className="bg-hero-pattern absolute inset-0 opacity-25" />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
        {crumbs.length > 0 && (
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-2 text-sm text-brand-100">
              <li>
                <IntentLink href="/" className="hover:text-white">
                  Home
                </IntentLink>
              </li>
              {crumbs.map((crumb) => (
                <li key={crumb.label} className="flex items-center gap-2">
                  <span aria-hidden="true">/</span>
                  {crumb.href ? (
                    <IntentLink href={crumb.href} className="hover:text-white">
                      {crumb.label}
                    </IntentLink>
                  ) : (
                    <span aria-current="page" className="font-semibold text-white">
                      {crumb.label}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
        <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{title}</h1>
        {text && <p className="mt-4 max-w-2xl text-lg leading-8 text-brand-100">{text}</p>}
      </div>
    </div>
  );
}

/** A public page: the main landmark (the skip link's target) opening with its banner, then the page's sections. */
export function BannerPage({ children, ...banner }: ComponentProps<typeof PageBanner> & { children: ReactNode }) {
  return (
    <main id="main">
      <PageBanner {...banner} />
      {children}
    </main>
  );
}

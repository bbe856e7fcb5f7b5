import type { ReactNode } from "react";
import { siteConfig } from "@/lib/site-config";
import { BannerPage } from "./section";

/** One numbered section of a legal page (its id is the table of contents' anchor). */
export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A static legal page: banner, effective date, a table of contents and numbered sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <BannerPage title={title} text={`Effective date: ${siteConfig.legalEffectiveDate}`} crumbs={[{ label: title }]}>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-xs font-bold uppercase tracking-wider text-slate-600">On this page</p>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-slate-700 hover:text-brand-700">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="prose-content max-w-3xl">
          <p className="text-lg">{intro}</p>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2 id={`${section.id}-title`}>
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </BannerPage>
  );
}

import { siteConfig } from "@/lib/site-config";
import { Section } from "./section";

const reasons = [
  { title: "Taught by practitioners", text: "Every trainer runs production systems for a living and teaches from real incidents, not slides." },
  { title: "Hands-on from day one", text: "Each module ends in a lab on real cloud accounts, clusters and tools, reviewed by your mentor." },
  { title: "Job-focused outcomes", text: "Capstone projects, interview preparation and certification guidance built into every course." },
  { title: "Small live batches", text: "Live online classes with room for questions, recordings for revision, and weekend options." },
];

/** Why trust us: the spec's statistics (10+ years, 5,000+ students, 50+ mentors) and what stands behind them. */
export function WhyTrustUs() {
  return (
    <Section id="why-trust-us" eyebrow="Why trust us" title="A decade of turning learners into engineers" tone="dark">
      <dl className="grid gap-6 sm:grid-cols-3">
        {siteConfig.stats.map((stat) => (
          <div key={stat.label} className="rounded-2xl bg-white/5 p-8 text-center ring-1 ring-white/10">
            <dt className="text-sm font-semibold uppercase tracking-wider text-slate-300">{stat.label}</dt>
            <dd className="order-first text-5xl font-extrabold tracking-tight text-accent-400">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map((reason) => (
          <li key={reason.title} className="rounded-2xl p-1">
            <h3 className="text-lg font-bold text-white">{reason.title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-300">{reason.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

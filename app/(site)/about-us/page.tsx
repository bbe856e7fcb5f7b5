import { pageMetadata } from "@/components/site/metadata";
import type { Metadata } from "next";
import { AboutSection } from "@/components/site/about-section";
import { CtaBand } from "@/components/site/cta-band";
import { BannerPage, Section } from "@/components/site/section";
import { WhyTrustUs } from "@/components/site/why-trust-us";
import { siteConfig } from "@/lib/site-config";

export const metadata: Metadata = pageMetadata(
  "/about-us",
  "About us",
  `${siteConfig.name} has trained 5,000+ engineers in cloud, DevOps, cybersecurity, data engineering, automation and AI/ML since 2014, with 50+ industry mentors.`,
);

const values = [
  { title: "Practice over theory", text: "Every concept is followed by a lab. You learn a tool by breaking it and fixing it, with a mentor at hand." },
  { title: "Honest advice", text: "Our advisors recommend the course that fits your background and goals, even when that is a shorter one." },
  { title: "Teams, not just individuals", text: "For companies we assess skills, shape a programme around the stack you run and report on progress." },
];

export default function AboutPage() {
  return (
    <BannerPage
      title="About us"
      text="A training and consulting company for cloud, DevOps, cybersecurity, data engineering, automation and AI/ML."
      crumbs={[{ label: "About" }]}
    >
      <AboutSection showLink={false} first />
      <WhyTrustUs />
      <Section id="values" eyebrow="How we work" title="What you can expect from us">
        <ul className="grid gap-6 md:grid-cols-3">
          {values.map((value) => (
            <li key={value.title} className="rounded-2xl bg-slate-50 p-7 ring-1 ring-slate-200">
              <h3 className="text-lg font-bold text-ink">{value.title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand />
    </BannerPage>
  );
}

import { pageMetadata } from "@/components/site/metadata";
import type { Metadata } from "next";
import { LegalPage } from "@/components/site/legal-page";
import { siteConfig } from "@/lib/site-config";
import { collectionSections, sharingSections } from "./sections";

export const metadata: Metadata = pageMetadata(
  "/privacy-policy",
  "Privacy Policy",
  `How ${siteConfig.name} collects, uses, protects and shares the personal information of visitors, learners and enterprise clients.`,
);

const { name, legalName } = siteConfig;

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <>
          This policy explains how {legalName} (&ldquo;{name}&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;) handles personal information when you visit our
          website, send us an enquiry, create a learner account or enrol in a training. By using our website and services you agree to the practices described
          here.
        </>
      }
      sections={[...collectionSections, ...sharingSections]}
    />
  );
}

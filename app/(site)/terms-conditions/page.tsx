import { pageMetadata } from "@/components/site/metadata";
import type { Metadata } from "next";
import { LegalPage } from "@/components/site/legal-page";
import { siteConfig } from "@/lib/site-config";
import { closingSections, usingSections } from "./sections";

export const metadata: Metadata = pageMetadata(
  "/terms-conditions",
  "Terms & Conditions",
  `The terms that apply to the ${siteConfig.name} website, learner accounts, course access, fees, refunds and intellectual property.`,
);

const { name, legalName } = siteConfig;

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms & Conditions"
      intro={
        <>
          These terms govern your use of the {name} website and learner portal and your enrolment in our trainings, provided by {legalName}. By using the
          website or enrolling in a course you accept them. If you do not agree, please do not use our services.
        </>
      }
      sections={[...usingSections, ...closingSections]}
    />
  );
}

// The terms' sections, in two parts (page.tsx puts them in order under the banner).
import type { LegalSection } from "@/components/site/legal-page";
import { siteConfig } from "@/lib/site-config";

const { name, legalName, email, address } = siteConfig;

/** Using the site and the courses: what is allowed, what access gives, whose the material is, fees and refunds. */
export const usingSections: LegalSection[] = [
  {
    id: "use-of-the-website",
    title: "Use of the website and services",
    body: (
      <>
        <p>You agree to use our website, learner portal and trainings only for lawful purposes. In particular you must not:</p>
        <ul>
          <li>break, probe or overload our systems, or try to reach data or accounts that are not yours;</li>
          <li>send false information, impersonate anyone, or use our forms to send spam;</li>
          <li>use lab environments provided to you for anything other than the exercises of your course.</li>
        </ul>
        <p>You are responsible for keeping your password confidential and for what is done with your account.</p>
      </>
    ),
  },
  {
    id: "course-access",
    title: "Course access",
    body: (
      <p>
        Access to a course (live sessions, recordings, materials and labs) is granted to the enrolled learner only after the full fee has been paid, and lasts
        for the period defined for that course or batch. Access is personal and non-transferable: you may not share your account, meeting links or materials, or
        let anyone else attend in your place. Enterprise enrolments cover the named participants agreed with the client.
      </p>
    ),
  },
  {
    id: "intellectual-property",
    title: "Intellectual property",
    body: (
      <p>
        All course content, including videos, slides, lab guides, code samples, assessments, the website&apos;s text, artwork and the {name} name and logo,
        belongs to {legalName} or its licensors and is protected by copyright and trademark law. You may use the materials for your own learning. You may not
        copy, record, publish, sell or distribute them, or use them to train others, without our written permission.
      </p>
    ),
  },
  {
    id: "fees-and-payment",
    title: "Fees and payment",
    body: (
      <p>
        Course fees are communicated on inquiry, by our advisors or in a written quotation, and may differ between individual and enterprise trainings. The fee
        must be paid in full before access to the course is granted. Prices include or exclude taxes as stated in the quotation.
      </p>
    ),
  },
  {
    id: "refunds",
    title: "Refunds",
    body: (
      <p>
        Refund requests are considered case by case. Write to <a href={`mailto:${email}`}>{email}</a> with your enrolment details and the reason for your
        request. We take into account how much of the course has been delivered or accessed and any costs already incurred, and we answer every request in
        writing. Where a batch is cancelled by us, you may choose a later batch or a refund of the fee paid for it.
      </p>
    ),
  },
];

/** Liability, changes, termination, and whom to ask. */
export const closingSections: LegalSection[] = [
  {
    id: "liability",
    title: "Limitation of liability",
    body: (
      <p>
        We prepare our courses with care, but we do not guarantee any particular result, such as passing a certification exam or getting a job. To the extent
        the law allows, we are not liable for indirect or consequential losses, and our total liability for any claim related to a course is limited to the fee
        you paid for that course. Nothing in these terms limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms and to our courses",
    body: (
      <p>
        We may change these terms from time to time; the version published on this page with its effective date applies. We may also update the content,
        schedule or trainers of a course to keep it current; if a change significantly affects a course you have paid for, we will offer you a reasonable
        alternative.
      </p>
    ),
  },
  {
    id: "termination",
    title: "Termination",
    body: (
      <p>
        We may suspend or end your access, without refund, if you breach these terms, for example by sharing your access or misusing our systems. You may close
        your account at any time by writing to us. Sections on intellectual property and limitation of liability continue to apply after termination.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact and governing law",
    body: (
      <p>
        These terms are governed by the laws of India, and the courts of {address.locality} have jurisdiction. Questions about them are welcome at{" "}
        <a href={`mailto:${email}`}>{email}</a>.
      </p>
    ),
  },
];

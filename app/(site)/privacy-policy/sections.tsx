// The privacy policy's sections, in two parts (page.tsx puts them in order under the banner).
import type { LegalSection } from "@/components/site/legal-page";
import { siteConfig } from "@/lib/site-config";

const { legalName, email, phone, address } = siteConfig;

/** What we collect, what for, and how it is kept safe. */
export const collectionSections: LegalSection[] = [
  {
    id: "information-we-collect",
    title: "Information we collect",
    body: (
      <>
        <p>We collect only what we need to answer you and to deliver our trainings:</p>
        <ul>
          <li>
            <strong>Contact details</strong>: your name, email address and phone number, given in our contact forms, when you register or when you enrol.
          </li>
          <li>
            <strong>Account details</strong>: your organisation (optional), your password (stored only as a secure hash), the date you joined, your enrolments
            and the reviews you write.
          </li>
          <li>
            <strong>Payment details</strong>: the information needed to receive your course fee, such as billing name and address and the reference of the
            transaction. Card and bank details are handled by our payment providers; we do not store full card numbers.
          </li>
          <li>
            <strong>Enquiry details</strong>: the training type (Individual or Enterprise), the course you asked about and your message.
          </li>
          <li>
            <strong>Technical data</strong>: the network address and browser of requests, kept in server logs for security and to prevent abuse.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use-it",
    title: "How we use your information",
    body: (
      <ul>
        <li>To answer your enquiries and advise you on courses, batches and fees.</li>
        <li>To create and secure your learner account, verify your email address and phone number, and reset your password when you ask.</li>
        <li>To enrol you in trainings, send you meeting links and timings, and issue certificates of completion.</li>
        <li>To process payments and keep the accounting records the law requires.</li>
        <li>To improve our courses using your reviews and feedback.</li>
        <li>To keep our services safe, for example by limiting repeated requests and investigating misuse.</li>
      </ul>
    ),
  },
  {
    id: "security",
    title: "How we protect your information",
    body: (
      <p>
        We protect personal information with technical and organisational measures suited to its sensitivity: encrypted connections (HTTPS), passwords stored
        only as salted hashes, sessions that expire and can be revoked, access to learner data limited to the staff who need it, and regular review of our
        systems. No method of transmission or storage is perfectly secure, but we work to prevent unauthorised access, loss or misuse, and we will inform you
        and the authorities of a breach where the law requires it.
      </p>
    ),
  },
];

/** Who else sees it, your choices, how long it is kept, and whom to ask. */
export const sharingSections: LegalSection[] = [
  {
    id: "sharing",
    title: "Sharing with third parties",
    body: (
      <>
        <p>We do not sell your personal information, and we do not share it with third parties without your consent, except in these cases:</p>
        <ul>
          <li>
            <strong>When the law requires it</strong>: to comply with a legal obligation, a court order or a lawful request from a public authority.
          </li>
          <li>
            <strong>Contractual service providers</strong>: companies that work for us under contract and only on our instructions, such as our hosting, email
            and SMS delivery and payment providers. They receive only what they need to provide their service and must keep it confidential and secure.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "consent",
    title: "Your consent and your choices",
    body: (
      <>
        <p>
          By submitting a form, registering or enrolling, you consent to the collection and use of your information as described in this policy. You may
          withdraw your consent at any time by writing to us; this does not affect processing that took place before.
        </p>
        <p>
          You can ask us for a copy of the personal information we hold about you, ask us to correct it, or ask us to delete it when we no longer need it for
          the purposes above or to meet a legal obligation. You can update your name and organisation yourself in your account.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep information",
    body: (
      <p>
        We keep enquiries for as long as needed to answer them and follow up, account and enrolment data while your account is active, and payment records for
        the period that tax and accounting law requires. After that we delete or anonymise the information.
      </p>
    ),
  },
  {
    id: "updates",
    title: "Updates to this policy",
    body: (
      <p>
        We may update this policy when our services or the law change. The new version is published on this page with its effective date; when the changes are
        significant we will also tell registered learners by email. Please check this page from time to time.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    body: (
      <p>
        For any question about this policy or your personal information, write to <a href={`mailto:${email}`}>{email}</a>, call {phone}, or write to {legalName}
        , {address.street}, {address.locality}, {address.region} {address.postalCode}, {address.countryName}.
      </p>
    ),
  },
];

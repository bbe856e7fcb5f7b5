import { Heading, Link } from "@react-email/components";
import type { NewEnquiry } from "../../validation/enquiries";
import { siteConfig } from "../../site-config";
import type { OutgoingMail } from "../outbox";
import { MailLayout, Paragraph, renderEmail } from "./layout";

type Enquiry = NewEnquiry & { id: string };

/** The notice to the contact inbox: every field, the visitor's words as text (React escapes them), the reference. */
export function EnquiryNotice({ subject, enquiry, appUrl }: { subject: string; enquiry: Enquiry; appUrl: string }) {
  const rows: [string, string][] = [
    ["Name", enquiry.name],
    ["Email", enquiry.email],
    ["Phone", enquiry.phone],
    ["Training type", enquiry.trainingType],
    ...(enquiry.courseTitle ? ([["Course", enquiry.courseTitle]] as [string, string][]) : []),
  ];
  return (
    <MailLayout subject={subject} footer={`Sent to the contact inbox by the ${siteConfig.name} website.`}>
      <Paragraph>A new enquiry arrived through the website.</Paragraph>
      {rows.map(([label, value]) => (
        <Paragraph key={label} tight>
          <strong>{label}</strong>: {value}
        </Paragraph>
      ))}
      <Heading as="h2" style={{ margin: "24px 0 8px", fontSize: "15px", color: siteConfig.colors.ink }}>
        Message:
      </Heading>
      <Paragraph>
        <span style={{ whiteSpace: "pre-wrap" }}>{enquiry.message}</span>
      </Paragraph>
      <Paragraph muted>Reference: {enquiry.id}</Paragraph>
      <Paragraph muted>
        Staff console: <Link href={`${appUrl}/admin`}>{`${appUrl}/admin`}</Link>
      </Paragraph>
    </MailLayout>
  );
}

/**
 * The notice of a new enquiry to CONTACT_INBOX: plain text and escaped HTML (the visitor's words are never
 * markup), and a subject that no line break in a name can split.
 */
export function enquiryNoticeMail(to: string, enquiry: Enquiry, appUrl: string): Promise<OutgoingMail> {
  const subject = `New ${enquiry.trainingType.toLowerCase()} enquiry from ${enquiry.name}`.replace(/[\r\n]+/g, " ");
  return renderEmail(to, subject, <EnquiryNotice subject={subject} enquiry={enquiry} appUrl={appUrl} />);
}

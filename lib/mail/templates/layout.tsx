// Every mail is a React Email component, rendered once to HTML (table layout, inline styles: what mail clients
// render) and once to plain text. React escapes every value, so no template builds markup from strings.
import { Body, Button, Container, Head, Html, Link, Preview, Section, Text } from "@react-email/components";
import { render } from "@react-email/render";
import type { CSSProperties, ReactElement, ReactNode } from "react";
import { siteConfig } from "../../site-config";
import type { OutgoingMail } from "../outbox";

const { colors } = siteConfig;
const font = "system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

export interface MailContent {
  to: string;
  subject: string;
  /** First line, e.g. "Hello Asha,". */
  greeting: string;
  /** Paragraphs before the button. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button (expiry, what to do if it wasn't you). */
  footnotes?: string[];
}

const paragraph: CSSProperties = { margin: "0 0 16px", fontSize: "15px", lineHeight: "1.6", color: colors.text };
const small: CSSProperties = { margin: "0 0 12px", fontSize: "13px", lineHeight: "1.5", color: colors.muted };

/** The frame of every mail: the brand's bar, a white card, the footer that says why the mail came. */
export function MailLayout({ subject, children, footer }: { subject: string; children: ReactNode; footer?: string }) {
  return (
    <Html lang="en">
      <Head>
        <title>{subject}</title>
      </Head>
      <Preview>{subject}</Preview>
      <Body style={{ margin: 0, padding: "32px 12px", backgroundColor: colors.page, fontFamily: font }}>
        <Container style={{ maxWidth: "560px", width: "100%", margin: "0 auto", backgroundColor: colors.white, borderRadius: "12px", overflow: "hidden" }}>
          <Section style={{ backgroundColor: colors.ink, padding: "20px 28px" }}>
            <Text style={{ margin: 0, fontSize: "18px", fontWeight: 700, color: colors.white }}>{siteConfig.name}</Text>
          </Section>
          <Section style={{ padding: "28px" }}>{children}</Section>
          <Section style={{ padding: "16px 28px", borderTop: `1px solid ${colors.line}` }}>
            <Text style={{ margin: 0, fontSize: "12px", lineHeight: "1.5", color: colors.faint }}>
              {footer ?? `You receive this email because of an action on your ${siteConfig.name} account.`}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph of a mail's body. */
export function Paragraph({ children, muted = false, tight = false }: { children: ReactNode; muted?: boolean; tight?: boolean }) {
  const style = muted ? small : paragraph;
  return <Text style={tight ? { ...style, margin: "0 0 4px" } : style}>{children}</Text>;
}

/** The one call to action: a button, and the link written out for clients that don't show buttons (HTML only). */
export function MailAction({ label, url }: { label: string; url: string }) {
  return (
    <>
      <Section style={{ margin: "8px 0 24px" }}>
        <Button
          href={url}
          style={{
            backgroundColor: colors.brand,
            color: colors.white,
            borderRadius: "8px",
            padding: "12px 24px",
            fontSize: "15px",
            fontWeight: 600,
            textDecoration: "none",
          }}
        >
          {label}
        </Button>
      </Section>
      <Text data-skip-in-text="true" style={{ ...small, margin: "0 0 16px" }}>
        If the button does not work, copy this link into your browser:{" "}
        <Link href={url} style={{ color: colors.brand, wordBreak: "break-all" }}>
          {url}
        </Link>
      </Text>
    </>
  );
}

/** The common mail: a greeting, paragraphs, an optional button, footnotes. */
export function StandardMail({ subject, greeting, paragraphs, action, footnotes = [] }: Omit<MailContent, "to">) {
  return (
    <MailLayout subject={subject}>
      <Text style={{ margin: "0 0 16px", fontSize: "16px", fontWeight: 600, color: colors.ink }}>{greeting}</Text>
      {paragraphs.map((text, i) => (
        <Paragraph key={i}>{text}</Paragraph>
      ))}
      {action ? <MailAction label={action.label} url={action.url} /> : null}
      {footnotes.map((text, i) => (
        <Paragraph key={i} muted>
          {text}
        </Paragraph>
      ))}
    </MailLayout>
  );
}

/** Renders a mail component to the outbox's `{ to, subject, html, text }`. */
export async function renderEmail(to: string, subject: string, element: ReactElement): Promise<OutgoingMail> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: { preserveNewlines: true, selectors: [{ selector: "h2", options: { uppercase: false } }] } }),
  ]);
  return { to, subject, html, text };
}

/** One mail of the common shape (StandardMail), as HTML and plain text. */
export function renderMail(content: MailContent): Promise<OutgoingMail> {
  const { to, ...rest } = content;
  return renderEmail(to, content.subject, <StandardMail {...rest} />);
}

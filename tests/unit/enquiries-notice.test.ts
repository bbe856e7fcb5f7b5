// The notice of a new enquiry to CONTACT_INBOX (lib/mail/templates/enquiries.ts).
import { describe, expect, it } from "vitest";
import { enquiryNoticeMail } from "@/lib/mail/templates/enquiries";

const enquiry = {
  id: "abc123",
  name: "Asha Verma",
  email: "asha@example.com",
  phone: "+91 9876543210",
  trainingType: "Enterprise" as const,
  message: "We need Kubernetes training for a team of 12.",
};

describe("the enquiry notice", () => {
  it("names the type and the visitor in the subject, and lists every field in the text", async () => {
    const mail = await enquiryNoticeMail("inbox@example.com", { ...enquiry, courseTitle: "Docker and Kubernetes Fundamentals" }, "https://academy.example");
    expect(mail.to).toBe("inbox@example.com");
    expect(mail.subject).toBe("New enterprise enquiry from Asha Verma");
    expect(mail.text).toContain("Phone: +91 9876543210");
    expect(mail.text).toContain("Course: Docker and Kubernetes Fundamentals");
    expect(mail.text).toContain("Reference: abc123");
    expect(mail.text).toContain("Staff console: https://academy.example/admin");
  });

  it("has no course line when the enquiry names no course", async () => {
    const mail = await enquiryNoticeMail("inbox@example.com", enquiry, "https://academy.example");
    expect(mail.text).not.toContain("Course:");
    expect(mail.html).not.toContain(">Course<");
  });

  it("never turns the visitor's words into markup, and no line break splits the subject", async () => {
    const mail = await enquiryNoticeMail(
      "inbox@example.com",
      { ...enquiry, name: "Eve\r\nBcc: x@evil.test", message: `<script>alert(1)</script> "quoted" & 'single'`, courseTitle: "<b>Kafka</b>" },
      "https://academy.example",
    );
    expect(mail.subject).toBe("New enterprise enquiry from Eve Bcc: x@evil.test");
    expect(mail.html).not.toMatch(/<script>|<b>Kafka/);
    // React writes the apostrophe as &#x27; (the string builder wrote &#39;): the same character, escaped.
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &#x27;single&#x27;");
    expect(mail.html).toContain("&lt;b&gt;Kafka&lt;/b&gt;");
    expect(mail.text).toContain("<script>alert(1)</script>");
  });
});

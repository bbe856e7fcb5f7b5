import { describe, expect, it } from "vitest";
import { activationMail, duplicateRegistrationMail, passwordChangedMail, passwordResetMail } from "@/lib/mail/templates/accounts";

const user = { name: "Asha <b>Verma</b>", email: "asha@example.com" };
const link = "http://localhost:3000/auth/verify-account?token=abc_DEF-123&x=<y>";

describe("account mails", () => {
  it.each([
    ["activation", activationMail(user, link), /Activate/, "24 hours"],
    ["reset", passwordResetMail(user, link), /Reset/, "1 hour"],
    ["password changed", passwordChangedMail(user, link, "reset"), /password was changed/, "signed out on every device"],
    ["duplicate registration", duplicateRegistrationMail(user, link, "http://localhost:3000/auth/forget-password"), /tried to register/, "no second account"],
  ])("%s: subject, text and HTML, link in both, values escaped in HTML", async (_, rendering, subject, phrase) => {
    const mail = await rendering;
    expect(mail.to).toBe("asha@example.com");
    expect(mail.subject).toMatch(subject);
    expect(mail.text).toContain(phrase);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"));
    expect(mail.html).not.toContain("<b>Verma</b>");
    expect(mail.html).toContain("Asha &lt;b&gt;Verma&lt;/b&gt;");
    expect(mail.html).toMatch(/^<!doctype html/i);
  });
});

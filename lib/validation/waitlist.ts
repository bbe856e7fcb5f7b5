// The waitlist's form (sales-and-batches.md §3): the contact form's field rules and words, reused, never copied.
import { z } from "zod";
import { contactFields } from "./contact";
import { emailProblem, nameProblem, normalisePhone, phoneProblem } from "./contact-rules";
import { wire } from "./wire";

export const waitlistFields = z.object({
  name: contactFields.shape.name,
  email: contactFields.shape.email,
  country: contactFields.shape.country,
  phone: contactFields.shape.phone,
});
type WaitlistFields = z.output<typeof waitlistFields>;

/** POST /api/training/{id}/waitlist {name, email, phone, country?}: the contact form's rules, in its order. */
export const waitlistWire = wire(
  waitlistFields,
  {},
  {
    check(value, issue) {
      const problems: [keyof WaitlistFields, string | undefined][] = [
        ["name", nameProblem(value.name)],
        ["email", emailProblem(value.email)],
        ["phone", phoneProblem(value.phone, value.country)],
      ];
      for (const [field, message] of problems) if (message) issue(field, message);
    },
  },
);

export interface NewWaitlistEntry {
  name: string;
  email: string;
  phone: string;
}

/** The route's body, written down the one way it is stored (trimmed, "+<dial> <digits>"). */
export const waitlistBody = waitlistWire.schema.transform((value): NewWaitlistEntry => ({
  name: value.name.trim().replace(/ +/g, " "),
  email: value.email.trim(),
  phone: normalisePhone(value.phone),
}));

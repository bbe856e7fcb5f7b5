// The training lead's calls (billing-and-delivery.md §7): fields and messages, once. Browser-safe.
import { z } from "zod";
import { idField } from "./common";

export const leadMessages = {
  email: "Enter the email address of the person taking the seat.",
} as const;

/** POST /api/org/bookings/{id}/substitute. */
export const substituteBody = z.object({
  userId: idField.describe("the learner giving up the seat"),
  email: z.string({ message: leadMessages.email }).trim().toLowerCase().max(254, leadMessages.email).email(leadMessages.email).describe("who takes it"),
});

/** The portal's substitution form. */
export const substituteForm = z.object({ email: substituteBody.shape.email });

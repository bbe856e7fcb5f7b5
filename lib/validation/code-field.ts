// A discount code as typed (billing-and-delivery.md §2), shared by the codes' own form and the bookings and quotes
// that name one. Browser-safe.
import { z } from "zod";

export const CODE_MESSAGE = "Codes are 3 to 32 letters, digits or hyphens.";

export const codeSchema = z
  .string({ message: CODE_MESSAGE })
  .trim()
  .regex(/^[A-Za-z0-9-]{3,32}$/, CODE_MESSAGE);

import { z } from "zod";

// Re-issuing an invoice with the booking's corrected buyer details (books.md §3). Browser-safe.

export const reissueMessages = {
  reason: "Give the reason for re-issuing this invoice.",
} as const;

export const reissueBody = z.object({
  reason: z
    .string({ message: reissueMessages.reason })
    .trim()
    .min(1, reissueMessages.reason)
    .max(1000, "The reason can have at most 1000 characters.")
    .describe("what was wrong (a GSTIN, name, address or treatment): printed on the credit note"),
});
export type ReissueInput = z.output<typeof reissueBody>;

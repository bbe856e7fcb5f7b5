import { z } from "zod";
import { isRealDate } from "./common";

// The accountant's exports (books.md §5): the Tally file's range and kind, and the deferred revenue's date. Browser-safe.

export const ledgerExportMessages = {
  from: "From must be a date like 2026-04-01.",
  to: "To must be a date like 2027-03-31.",
  order: "To must be on or after from.",
  kind: "Kind must be masters or vouchers.",
  format: "Format must be xml or csv.",
  on: "On must be a date like 2027-03-31.",
} as const;

const day = (message: string) =>
  z
    .string({ message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isRealDate, message);

export const tallyExportQuery = z
  .object({
    from: day(ledgerExportMessages.from).describe("YYYY-MM-DD, inclusive"),
    to: day(ledgerExportMessages.to).describe("YYYY-MM-DD, inclusive"),
    kind: z.enum(["masters", "vouchers"], { message: ledgerExportMessages.kind }).optional().describe("masters or vouchers (the CSV is always the vouchers)"),
    format: z.enum(["xml", "csv"], { message: ledgerExportMessages.format }).optional().describe("csv: the vouchers as rows for other ledgers"),
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from) ctx.addIssue({ code: "custom", path: ["to"], message: ledgerExportMessages.order });
    if (!q.kind && q.format !== "csv") ctx.addIssue({ code: "custom", path: ["kind"], message: ledgerExportMessages.kind });
  })
  .transform((q) => ({ ...q, kind: q.kind ?? ("vouchers" as const) }));
export type TallyExportQuery = z.output<typeof tallyExportQuery>;

export const deferredRevenueQuery = z.object({
  on: day(ledgerExportMessages.on).describe("YYYY-MM-DD: sessions after this date (in each batch's zone) are not yet earned"),
});

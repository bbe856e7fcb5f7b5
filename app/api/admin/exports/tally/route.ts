import { defineRoute } from "@/lib/http/contract";
import { tallyExport } from "@/lib/ledger-export/export";
import { tallyExportQuery } from "@/lib/validation/ledger-export";

export const GET = defineRoute("GET /api/admin/exports/tally", {
  access: "staff",
  summary: "Tally's XML import for a date range: the masters (buyers' and posting ledgers) or the vouchers; format=csv: the vouchers as rows",
  query: tallyExportQuery,
  produces: "application/xml",
  handler: ({ query }) => tallyExport(query),
});

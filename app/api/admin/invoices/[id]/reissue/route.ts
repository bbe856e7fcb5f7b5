import { staffAction } from "@/lib/http/staff-records";
import { reissueAnswer } from "@/lib/invoices/answers";
import { reissueInvoice } from "@/lib/operations/invoices/reissue-invoice";
import { reissueBody } from "@/lib/validation/reissue";

export const POST = staffAction("/api/admin/invoices/{id}/reissue", {
  summary:
    "Re-issue an invoice with the booking's current buyer details (a wrong GSTIN, name, address or treatment): a credit note (reason reissued) for what it still stands for, then a new invoice, the next number, for that amount, in one transaction",
  tags: ["Staff: invoices"],
  body: reissueBody,
  response: reissueAnswer,
  status: 201,
  idempotent: true,
  message: "Invoice re-issued.",
  errors: { 400: "No reason given", 404: "No such invoice", 409: "Already replaced by another invoice, or credited in full" },
  act: reissueInvoice,
});

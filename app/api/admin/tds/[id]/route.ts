import { staffRecord } from "@/lib/http/staff-records";
import { removeTdsEntry } from "@/lib/operations/tds/remove-deduction";
import { saveCertificate } from "@/lib/operations/tds/save-certificate";
import { tdsEntryAnswer } from "@/lib/tds/answers";
import { tdsCertificateBody } from "@/lib/validation/tds";

const entry = staffRecord("/api/admin/tds/{id}", { noun: "TDS entry", response: tdsEntryAnswer, tags: ["Staff: TDS"], errors: { 404: "No such entry" } });

export const PUT = entry.update({
  summary: "Record the buyer's TDS certificate (Form 16A or its successor): status certificate",
  body: tdsCertificateBody,
  message: "Certificate recorded.",
  errors: { 400: "A certificate number that is empty or not 1–40 letters, digits, dashes or slashes" },
  save: saveCertificate,
});

export const DELETE = entry.remove({
  summary: "Remove a deduction recorded in error: only an unmatched one (the booking's balance reopens)",
  errors: { 409: "The statement has matched it or a certificate names it" },
  remove: removeTdsEntry,
});

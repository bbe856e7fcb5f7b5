import { revokeCertificate } from "@/lib/operations/certificates/revoke-certificate";
import { staffRemove } from "@/lib/http/staff-records";

export const DELETE = staffRemove("/api/admin/certificates/{id}", {
  summary: "Revoke a certificate: it is kept, and its public page says it was revoked",
  tags: ["Staff: attendance and certificates"],
  message: "Certificate revoked.",
  errors: { 404: "No such certificate" },
  remove: revokeCertificate,
});

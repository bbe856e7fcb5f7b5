import { staffCertificateAnswer } from "@/lib/certificates/answers";
import { handIssueCertificate } from "@/lib/operations/certificates/hand-issue-certificate";
import { certificateRequest } from "@/lib/attendance/validation";
import { staffCreate } from "@/lib/http/staff-records";

export const POST = staffCreate("/api/admin/certificates", {
  summary: "Issue a learner's certificate of a batch by hand, whatever their attendance (a revoked one is reinstated)",
  tags: ["Staff: attendance and certificates"],
  body: certificateRequest,
  response: staffCertificateAnswer,
  message: "Certificate issued.",
  errors: { 400: "The learner is not enrolled in the training", 404: "No such training or account", 409: "The learner already has a valid certificate for it" },
  create: handIssueCertificate,
});

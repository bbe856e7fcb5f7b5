import { z } from "zod";
import { myCertificateAnswer } from "@/lib/certificates/answers";
import { listMyCertificates } from "@/lib/certificates/reads";
import { defineRoute } from "@/lib/http/contract";

export const GET = defineRoute("GET /api/certificate/getMyCertificates", {
  access: "learner",
  summary: "The caller's valid certificates, newest first, with their public page and PDF links",
  response: z.array(myCertificateAnswer),
  handler: ({ user }) => listMyCertificates(user._id),
});

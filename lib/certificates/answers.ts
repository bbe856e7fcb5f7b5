import "server-only";
import { z } from "zod";
import type { Certificate } from "../../db/schema";
import { answer, instant } from "../http/answer-schema";
import { pdfUrl, verificationUrl } from "./company";

/** A learner's certificate in their list (GET /api/certificate/getMyCertificates). */
export const myCertificateAnswer = answer(
  z
    .object({
      _id: z.string(),
      courseTitle: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      issuedOn: z.string(),
      url: z.string().describe("the public verification page"),
      pdfUrl: z.string().describe("the PDF"),
    })
    .meta({ id: "MyCertificate" }),
  (c: Certificate) => ({
    _id: c.id,
    courseTitle: c.courseTitle,
    startDate: c.startDate,
    endDate: c.endDate,
    issuedOn: c.issuedOn,
    url: verificationUrl(c.id),
    pdfUrl: pdfUrl(c.id),
  }),
);

/** A certificate as staff see it. */
export const staffCertificateAnswer = answer(
  z
    .object({
      _id: z.string(),
      trainingId: z.string(),
      userId: z.string(),
      learnerName: z.string(),
      courseTitle: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      hours: z.number(),
      issuedOn: z.string(),
      issuedBy: z.string().nullable().describe("the staff member who issued it by hand; null when issued automatically"),
      revokedAt: instant.nullable(),
      url: z.string(),
      pdfUrl: z.string(),
    })
    .meta({ id: "StaffCertificate" }),
  (c: Certificate) => ({
    _id: c.id,
    trainingId: c.trainingId,
    userId: c.userId,
    learnerName: c.learnerName,
    courseTitle: c.courseTitle,
    startDate: c.startDate,
    endDate: c.endDate,
    hours: c.hours,
    issuedOn: c.issuedOn,
    issuedBy: c.issuedBy,
    revokedAt: c.revokedAt?.toISOString() ?? null,
    url: verificationUrl(c.id),
    pdfUrl: pdfUrl(c.id),
  }),
);

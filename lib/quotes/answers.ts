import "server-only";
import { z } from "zod";
import { answer, instant } from "../http/answer-schema";
import { moneySchema } from "../money";
import { pricingOf, pricingSchema } from "../pricing/answers";
import { money } from "../money";
import { gstTreatmentNames } from "../gst/treatment";
import { rateOfE4 } from "../validation/gst-buyer";
import { quoteStatuses } from "../validation/quotes";
import type { QuoteView } from "./reads";
import { acceptUrlOf } from "./token";

export const quotePdfPath = (id: string) => `/api/admin/quotes/${id}/pdf`;

export const quoteAnswer = answer(
  z
    .object({
      _id: z.string(),
      number: z.string().describe("QT-<year>-<4 digits>"),
      status: z.enum(quoteStatuses),
      buyerName: z.string(),
      buyerEmail: z.string(),
      organizationId: z.string().nullable(),
      buyerAddress: z.string().describe("an individual buyer's billing address (an organisation's is its own)"),
      buyerStateCode: z.string().nullable(),
      buyerCountry: z.string(),
      buyerGstin: z.string().nullable(),
      buyerGstTreatment: z.enum(gstTreatmentNames).describe("the organisation's when it has one"),
      purchaseOrder: z.string(),
      paymentTermsDays: z.number().int(),
      exchangeRate: z.number().nullable().describe("rupees per unit; null for INR"),
      lines: z.array(
        z.object({
          trainingId: z.string(),
          courseTitle: z.string(),
          startDate: z.iso.date(),
          endDate: z.iso.date(),
          seats: z.number().int(),
          pricing: pricingSchema,
        }),
      ),
      total: moneySchema,
      tax: z
        .object({
          taxableValue: moneySchema,
          cgst: moneySchema,
          sgst: moneySchema,
          igst: moneySchema,
          placeOfSupply: z.string(),
          endorsement: z.string().nullable(),
        })
        .describe("the total split as its invoices will be"),
      validUntil: z.iso.date(),
      note: z.string(),
      acceptUrl: z.string().describe("{APP_URL}/quotes/{token}"),
      pdfUrl: z.string(),
      bookingIds: z.array(z.string()),
      createdAt: instant,
    })
    .meta({ id: "Quote" }),
  ({ quote: q, status, lines, tax }: QuoteView) => ({
    _id: q.id,
    number: q.number,
    status,
    buyerName: q.buyerName,
    buyerEmail: q.buyerEmail,
    organizationId: q.organizationId,
    buyerAddress: q.buyerAddress,
    buyerStateCode: q.buyerStateCode,
    buyerCountry: q.buyerCountry,
    buyerGstin: q.buyerGstin,
    buyerGstTreatment: q.buyerGstTreatment,
    purchaseOrder: q.purchaseOrder,
    paymentTermsDays: q.paymentTermsDays,
    exchangeRate: rateOfE4(q.exchangeRateE4 === null ? null : Number(q.exchangeRateE4)),
    lines: lines.map((l) => ({
      trainingId: l.trainingId,
      courseTitle: l.courseTitle,
      startDate: l.startDate,
      endDate: l.endDate,
      seats: l.seats,
      pricing: pricingOf(l.pricing, q.currency),
    })),
    total: money(q.totalMinor, q.currency),
    tax: {
      taxableValue: money(tax.taxableValue, q.currency),
      cgst: money(tax.cgst, q.currency),
      sgst: money(tax.sgst, q.currency),
      igst: money(tax.igst, q.currency),
      placeOfSupply: tax.placeOfSupply,
      endorsement: tax.endorsement,
    },
    validUntil: q.validUntil,
    note: q.note,
    acceptUrl: acceptUrlOf(q.id, q.tokenNonce),
    pdfUrl: quotePdfPath(q.id),
    bookingIds: q.bookingIds,
    createdAt: q.createdAt.toISOString(),
  }),
);

import "server-only";
import { z } from "zod";
import { answer } from "../http/answer-schema";
import { tdsSummarySchema } from "../tds/answers";
import { trainingStatuses } from "../schedule/status";
import { bookingStatuses } from "../validation/sales";
import type { LeadBooking, OrganizationOverview } from "./overview";

const moneySchema = z.object({ amount: z.number(), currency: z.string() });

const leadBookingSchema = z
  .object({
    _id: z.string(),
    number: z.string(),
    training: z.object({ _id: z.string(), courseTitle: z.string(), startDate: z.iso.date(), endDate: z.iso.date(), tcStatus: z.enum(trainingStatuses) }),
    seats: z.number().int(),
    status: z.enum(bookingStatuses),
    balance: moneySchema.describe("price minus payments and TDS deductions plus refunds"),
    tds: z.array(tdsSummarySchema).describe("the TDS the organisation deducted on the booking"),
    learners: z.array(
      z.object({
        userId: z.string(),
        name: z.string(),
        email: z.string(),
        sessions: z.number().int().describe("the batch's sessions"),
        attended: z.number().int().describe("sessions attended"),
        attendanceRate: z.number().describe("percent of the batch's sessions attended, one decimal"),
        certificateUrl: z.string().nullable().describe("the certificate's verification page; null without a valid certificate"),
      }),
    ),
  })
  .meta({ id: "LeadBooking" });

const leadBookingOf = (b: LeadBooking) => ({
  _id: b.id,
  number: b.number,
  training: {
    _id: b.training.id,
    courseTitle: b.training.courseTitle,
    startDate: b.training.startDate,
    endDate: b.training.endDate,
    tcStatus: b.training.status,
  },
  seats: b.seats,
  status: b.status,
  balance: b.balance,
  tds: b.tds,
  learners: b.learners,
});

/** One booking as the lead's overview shows it. */
export const leadBookingAnswer = answer(leadBookingSchema, leadBookingOf);

/** GET /api/org/overview (billing-and-delivery.md §7). */
export const organizationOverviewAnswer = answer(
  z
    .object({
      organization: z.object({ _id: z.string(), name: z.string() }),
      bookings: z.array(leadBookingSchema),
      invoices: z.array(z.object({ number: z.string(), issuedOn: z.iso.date(), total: moneySchema, url: z.string() })),
      outstanding: moneySchema.describe("the balances of the bookings neither cancelled nor refunded"),
    })
    .meta({ id: "OrganizationOverview" }),
  (o: OrganizationOverview) => ({
    organization: { _id: o.organization.id, name: o.organization.name },
    bookings: o.bookings.map(leadBookingOf),
    invoices: o.invoices,
    outstanding: o.outstanding,
  }),
);

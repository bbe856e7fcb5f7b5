import "server-only";
import { tdsSummaryOf } from "../tds/answers";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { bookings, organizationContacts, organizations, trainings } from "../../db/schema";
import { now as clockNow } from "../clock";
import { ApiError } from "../errors";
import { findOrganizationInvoice, invoicesOfOrganizations, organizationInvoicePath } from "../invoices/documents";
import { invoicePdf, pdfResponse } from "../invoices/pdf";
import { money, type Money } from "../money";
import { BOOKING_NOT_FOUND, selectBookings } from "../sales/reads";
import { teamsOf } from "../sales/team";
import type { SalesBooking } from "../sales/types";
import { sessionPatternColumns } from "../trainings/reads";
import { trainingStatusAt, type Weekday } from "../schedule/sessions";
import type { TrainingStatus } from "../schedule/status";
import type { BookingStatus } from "../validation/sales";

// The client's training lead (billing-and-delivery.md §7): their organisations' bookings, learners, attendance,
// certificates and what is still to pay. Nothing of another organisation is ever reachable: every id answers 404.

export interface LeadOrganization {
  id: string;
  name: string;
}

export interface LeadLearner {
  userId: string;
  name: string;
  email: string;
  sessions: number;
  attended: number;
  attendanceRate: number;
  certificateUrl: string | null;
}

export interface LeadBooking {
  id: string;
  number: string;
  training: { id: string; courseTitle: string; startDate: string; endDate: string; status: TrainingStatus };
  seats: number;
  status: BookingStatus;
  balance: Money;
  /** The TDS the organisation deducted on the booking (books.md §2): amount, section and where it stands. */
  tds: { amount: Money; section: string; status: "certificate" | "matched" | "unmatched" }[];
  learners: LeadLearner[];
}

/** An invoice as the lead sees it (§4). */
export interface LeadInvoice {
  number: string;
  issuedOn: string;
  total: Money;
  url: string;
}

export interface OrganizationOverview {
  organization: LeadOrganization;
  bookings: LeadBooking[];
  invoices: LeadInvoice[];
  outstanding: Money;
}

/** The organisations whose training lead the account is, by name. */
export async function leadOrganizations(tx: DbOrTx, userId: string): Promise<LeadOrganization[]> {
  const rows = await tx
    .selectDistinct({ id: organizations.id, name: organizations.name })
    .from(organizationContacts)
    .innerJoin(organizations, eq(organizations.id, organizationContacts.organizationId))
    .where(and(eq(organizationContacts.userId, userId), eq(organizationContacts.isLead, true)))
    .orderBy(asc(organizations.name), asc(organizations.id));
  return rows;
}

/** The organisations the signed-in account leads (the verified user's `organizations`). */
export async function myLedOrganizations(userId: string): Promise<LeadOrganization[]> {
  return leadOrganizations(await getDb(), userId);
}

/** THE ONE PLACE FOR THE LEAD'S INVOICES: the organisations' issued invoices (number, date, total, the lead's PDF URL). */
export async function organizationInvoices(tx: DbOrTx, organizationIds: string[]): Promise<Map<string, LeadInvoice[]>> {
  const found = new Map<string, LeadInvoice[]>();
  for (const { organizationId, invoice } of await invoicesOfOrganizations(tx, organizationIds)) {
    const list = found.get(organizationId) ?? [];
    list.push({
      number: invoice.number,
      issuedOn: invoice.issuedOn,
      total: money(invoice.totalMinor, invoice.currency),
      url: organizationInvoicePath(invoice.id),
    });
    found.set(organizationId, list);
  }
  return found;
}

/** GET /api/org/invoices/{id}: the PDF of an invoice of one of the lead's organisations, else 404. */
export async function leadInvoicePdf(userId: string, invoiceId: string): Promise<Response> {
  const db = await getDb();
  const orgs = await leadOrganizations(db, userId);
  const invoice = await findOrganizationInvoice(
    db,
    orgs.map((o) => o.id),
    invoiceId,
  );
  return pdfResponse(await invoicePdf(invoice), invoice.number);
}

/** The bookings' trainings with their status now (one query). */
async function trainingStatuses(tx: DbOrTx, ids: string[], at: Date): Promise<Map<string, TrainingStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: trainings.id, ...sessionPatternColumns, isCancelled: trainings.isCancelled })
    .from(trainings)
    .where(inArray(trainings.id, ids));
  return new Map(rows.map((r) => [r.id, trainingStatusAt({ ...r, days: r.days as Weekday[] }, at)]));
}

/** Bookings as the overview shows them: training and its status, balance, each learner's attendance and certificate. */
export async function toLeadBookings(tx: DbOrTx, list: SalesBooking[], at: Date = clockNow()): Promise<LeadBooking[]> {
  const [teams, statuses] = await Promise.all([teamsOf(tx, list), trainingStatuses(tx, [...new Set(list.map((b) => b.trainingId))], at)]);
  return list.map((b) => ({
    id: b.id,
    number: b.number,
    training: {
      id: b.training.id,
      courseTitle: b.training.courseTitle,
      startDate: b.training.startDate,
      endDate: b.training.endDate,
      status: statuses.get(b.trainingId) ?? "Upcoming",
    },
    seats: b.seats,
    status: b.status,
    balance: money(b.balanceMinor, b.currency),
    tds: b.deductions.map(tdsSummaryOf),
    learners: (teams.get(b.id) ?? []).map((l) => ({
      userId: l.userId,
      name: l.name,
      email: l.email,
      sessions: l.sessions,
      attended: l.sessionsAttended,
      attendanceRate: l.attendanceRate,
      certificateUrl: l.certificate?.valid ? l.certificate.url : null,
    })),
  }));
}

/** What is still to pay: the balances of the bookings neither cancelled nor refunded (their currency, INR when none). */
function outstandingOf(list: SalesBooking[]): Money {
  const open = list.filter((b) => b.status === "awaiting_payment" || b.status === "paid");
  const currency = open[0]?.currency ?? "INR";
  return money(
    open.filter((b) => b.currency === currency).reduce((sum, b) => sum + Math.max(b.balanceMinor, 0), 0),
    currency,
  );
}

async function bookingIdsOf(tx: DbOrTx, organizationIds: string[]): Promise<{ id: string; organizationId: string }[]> {
  if (organizationIds.length === 0) return [];
  const rows = await tx
    .select({ id: bookings.id, organizationId: bookings.organizationId })
    .from(bookings)
    .where(inArray(bookings.organizationId, organizationIds));
  return rows.map((r) => ({ id: r.id, organizationId: r.organizationId! }));
}

/** GET /api/org/overview: each of the lead's organisations with its bookings, invoices and what is outstanding. */
export async function leadOverview(userId: string, at: Date = clockNow()): Promise<OrganizationOverview[]> {
  const db = await getDb();
  const orgs = await leadOrganizations(db, userId);
  const owned = await bookingIdsOf(
    db,
    orgs.map((o) => o.id),
  );
  const [list, invoices] = await Promise.all([
    selectBookings(db, { ids: owned.map((o) => o.id) }),
    organizationInvoices(
      db,
      orgs.map((o) => o.id),
    ),
  ]);
  const leadBookings = await toLeadBookings(db, list, at);
  const orgOf = new Map(owned.map((o) => [o.id, o.organizationId]));
  return orgs.map((organization) => {
    const mine = list.filter((b) => orgOf.get(b.id) === organization.id);
    const ids = new Set(mine.map((b) => b.id));
    return {
      organization,
      bookings: leadBookings.filter((b) => ids.has(b.id)),
      invoices: invoices.get(organization.id) ?? [],
      outstanding: outstandingOf(mine),
    };
  });
}

/** One booking of the lead's organisations, else 404 (another organisation's booking is not theirs to see). */
export async function leadBooking(tx: DbOrTx, userId: string, bookingId: string): Promise<SalesBooking> {
  const orgs = await leadOrganizations(tx, userId);
  const [row] =
    orgs.length && /^[A-Za-z0-9]{1,64}$/.test(bookingId)
      ? await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              eq(bookings.id, bookingId),
              inArray(
                bookings.organizationId,
                orgs.map((o) => o.id),
              ),
            ),
          )
      : [];
  if (!row) throw new ApiError("not_found", BOOKING_NOT_FOUND);
  const [found] = await selectBookings(tx, { id: row.id });
  return found!;
}

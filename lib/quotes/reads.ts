import "server-only";
import { and, asc, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { courses, organizations, quoteLines, quotes, trainings, type Quote } from "../../db/schema";
import { company } from "../company";
import { gstinStateCode } from "../gst/gstin";
import { splitTax, type TaxBuyer, type TaxSplit } from "../gst/tax";
import { ApiError } from "../errors";
import { keysetPage, listKeyOf, type ListOrder, type ListPage, type PageRange, type PageRequest } from "../http/staff-list";
import type { Pricing } from "../pricing/price";
import { quoteMessages, type QuoteStatus } from "../validation/quotes";
import { quoteIdOfToken, tokenMatches } from "./token";
import { companyToday } from "../company";

export interface QuoteLineView {
  trainingId: string;
  courseTitle: string;
  startDate: string;
  endDate: string;
  seats: number;
  code: string | null;
  pricing: Pricing;
  totalMinor: number;
}

export interface QuoteView {
  quote: Quote;
  status: QuoteStatus;
  lines: QuoteLineView[];
  tax: TaxSplit;
  organizationName: string | null;
}

/** `expired`: still sent on a day after validUntil (the last day counts, in DEFAULT_TIME_ZONE). */
export const statusOf = (q: Pick<Quote, "status" | "validUntil">, today = companyToday()): QuoteStatus =>
  q.status === "sent" && today > q.validUntil ? "expired" : q.status;

/** The console's order of quotes: newest first, ties broken by id (quotes_created_idx serves it). */
export const quoteListOrder: ListOrder = { key: quotes.createdAt, id: quotes.id, type: "timestamptz", direction: "desc" };

function conditionsOf(selection: { id?: string; status?: QuoteStatus }, today: string): SQL[] {
  const conditions: SQL[] = [];
  if (selection.id) conditions.push(eq(quotes.id, selection.id));
  if (selection.status === "expired") conditions.push(and(eq(quotes.status, "sent"), lt(quotes.validUntil, today))!);
  else if (selection.status === "sent") conditions.push(and(eq(quotes.status, "sent"), gte(quotes.validUntil, today))!);
  else if (selection.status) conditions.push(eq(quotes.status, selection.status));
  return conditions;
}

/** The query of the console's page of quotes, unexecuted (a test reads its plan). */
export function quotePageQuery(tx: DbOrTx, selection: { status?: QuoteStatus }, range: PageRange, today = companyToday()) {
  const conditions = conditionsOf(selection, today);
  if (range.where) conditions.push(range.where);
  return tx
    .select({ quote: quotes, org: organizations, listKey: listKeyOf(quoteListOrder) })
    .from(quotes)
    .leftJoin(organizations, eq(organizations.id, quotes.organizationId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...range.orderBy)
    .limit(range.limit);
}

/** A page of the console's quotes (optionally of one status), newest first, by keyset: no offset, no count. */
export async function pageOfQuotes(status: QuoteStatus | undefined, request: PageRequest): Promise<ListPage<QuoteView>> {
  const db = await getDb();
  const today = companyToday();
  return keysetPage(quoteListOrder, request, async (range) => {
    const rows = await quotePageQuery(db, { status }, range, today);
    const views = await viewsOf(db, rows, today);
    return views.map((item, i) => ({ item, key: rows[i]!.listKey, id: item.quote.id }));
  });
}

/** Quotes with their lines, priced and split, newest first. */
export async function selectQuotes(tx: DbOrTx, selection: { id?: string; status?: QuoteStatus } = {}): Promise<QuoteView[]> {
  const today = companyToday();
  const conditions = conditionsOf(selection, today);
  const rows = await tx
    .select({ quote: quotes, org: organizations })
    .from(quotes)
    .leftJoin(organizations, eq(organizations.id, quotes.organizationId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(quotes.createdAt), desc(quotes.number))
    .limit(1000);
  return viewsOf(tx, rows, today);
}

/** The quote's buyer as GST sees it: its organisation's data, else the individual buyer's kept on the quote. */
export function buyerOfQuote(quote: Quote, org: typeof organizations.$inferSelect | null): TaxBuyer {
  if (org) return { treatment: org.gstTreatment, stateCode: org.stateCode ?? (org.gstin ? gstinStateCode(org.gstin) : null), country: org.country };
  return { treatment: quote.buyerGstTreatment, stateCode: quote.buyerStateCode, country: quote.buyerCountry };
}

/** Rows of quotes with their lines, priced and split, in the rows' order. */
async function viewsOf(tx: DbOrTx, rows: { quote: Quote; org: typeof organizations.$inferSelect | null }[], today: string): Promise<QuoteView[]> {
  if (rows.length === 0) return [];
  const lines = await tx
    .select({ line: quoteLines, courseTitle: courses.title, startDate: trainings.startDate, endDate: trainings.endDate })
    .from(quoteLines)
    .innerJoin(trainings, eq(trainings.id, quoteLines.trainingId))
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .where(
      inArray(
        quoteLines.quoteId,
        rows.map((r) => r.quote.id),
      ),
    )
    .orderBy(asc(quoteLines.position));
  const supplier = company();
  return rows.map(({ quote, org }) => ({
    quote: { ...quote, totalMinor: Number(quote.totalMinor), exchangeRateE4: quote.exchangeRateE4 === null ? null : Number(quote.exchangeRateE4) },
    status: statusOf(quote, today),
    organizationName: org?.name ?? null,
    // Split as its invoices will be: the same buyer data is carried into the bookings it makes.
    tax: splitTax(Number(quote.totalMinor), supplier, buyerOfQuote(quote, org), today),
    lines: lines
      .filter((l) => l.line.quoteId === quote.id)
      .map((l) => ({
        trainingId: l.line.trainingId,
        courseTitle: l.courseTitle,
        startDate: l.startDate,
        endDate: l.endDate,
        seats: l.line.seats,
        code: l.line.code,
        pricing: l.line.pricing,
        totalMinor: Number(l.line.totalMinor),
      })),
  }));
}

export async function getQuote(id: string): Promise<QuoteView> {
  const [found] = await selectQuotes(await getDb(), { id });
  if (!found) throw new ApiError("not_found", quoteMessages.notFound);
  return found;
}

export async function listQuotes(status?: QuoteStatus): Promise<QuoteView[]> {
  return selectQuotes(await getDb(), { status });
}

/** The quote a public link names; null for an unknown or forged token. */
export async function quoteOfToken(token: string): Promise<QuoteView | null> {
  const id = quoteIdOfToken(token);
  if (!id) return null;
  const [found] = await selectQuotes(await getDb(), { id });
  return found && tokenMatches(token, found.quote.id, found.quote.tokenNonce) ? found : null;
}

import "server-only";
import { fromMinorUnits } from "../validation/currencies";
import { eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { quoteLines, quotes, trainings, type Quote, type QuoteLine } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { now } from "../clock";
import { recordQuoteIn } from "../enquiries/quotes";
import { ApiError } from "../errors";
import type { RateLimitRule } from "../http/rate-limit";
import { enqueueMail } from "../mail/outbox";
import { organizationBuyer } from "../organizations/buyer";
import type { Pricing } from "../pricing/price";
import { priceSaleIn } from "../pricing/sale";
import { divideHalfUp } from "../gst/tax";
import { formatMoneyPlain, toMinor } from "../money";
import { nextNumber } from "../sales/numbers";
import { checkSaleBilling } from "../sales/billing";
import { rateOfE4, rateToE4 } from "../validation/gst-buyer";
import { pricingMessages } from "../validation/pricing";
import { quoteMessages, type QuoteCreate } from "../validation/quotes";
import type { BookingCreate } from "../validation/sales";
import { quoteMail } from "./mail";
import { quotePdf } from "./pdf";
import { companyToday } from "../company";
import { selectQuotes, type QuoteView } from "./reads";
import { acceptUrlOf, newTokenNonce, quoteIdOfToken, tokenMatches } from "./token";

const fieldError = (field: string, message: string) => new ApiError("bad_request", message, { fieldErrors: { [field]: message } });

/**
 * POST /api/admin/quotes: prices each line (the rule, or staff's line total), numbers it QT-<year>-NNNN, mails
 * the buyer its PDF and accept link, and with `enquiryId` moves the enquiry to quoted with a `quote` timeline
 * entry naming the number; all in one transaction (the mail leaves through the outbox only if it commits).
 */
export async function createQuote(actorUserId: string, input: QuoteCreate): Promise<QuoteView> {
  if (input.validUntil < companyToday()) throw fieldError("validUntil", quoteMessages.pastValidUntil);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const org = input.organizationId ? await organizationBuyer(tx, input.organizationId) : undefined;
    const priced: { trainingId: string; seats: number; code: string | null; pricing: Pricing; currency: string }[] = [];
    for (const [i, line] of input.lines.entries()) {
      if (line.price) {
        const total = toMinor(line.price.amount, line.price.currency);
        if (total <= 0) throw fieldError(`lines.${i}.price`, "The amount must be more than 0.");
        // A line total staff agreed: no rule applied, the per-seat price its share rounded half up.
        const pricing: Pricing = {
          unitPrice: Number(divideHalfUp(BigInt(total), BigInt(line.seats))),
          seats: line.seats,
          subtotal: total,
          discounts: [],
          total,
        };
        const [training] = await tx.select({ currency: trainings.currency }).from(trainings).where(eq(trainings.id, line.trainingId));
        if (!training) throw fieldError(`lines.${i}.trainingId`, pricingMessages.noTraining);
        priced.push({ trainingId: line.trainingId, seats: line.seats, code: line.code ?? null, pricing, currency: line.price.currency });
      } else {
        const sale = await priceSaleIn(tx, { trainingId: line.trainingId, seats: line.seats, code: line.code });
        priced.push({ trainingId: line.trainingId, seats: line.seats, code: sale.code?.code ?? null, pricing: sale.pricing, currency: sale.currency });
      }
    }
    const currency = priced[0]!.currency;
    if (priced.some((p) => p.currency !== currency)) throw fieldError("lines", quoteMessages.oneCurrency);
    const totalMinor = priced.reduce((sum, p) => sum + p.pricing.total, 0);
    const exchangeRateE4 = currency !== "INR" && input.exchangeRate !== undefined ? rateToE4(input.exchangeRate) : null;
    const billing = org
      ? { treatment: org.gstTreatment, address: org.billingAddress, stateCode: org.stateCode }
      : { treatment: input.buyerGstTreatment, address: input.buyerAddress, stateCode: input.buyerStateCode ?? null };
    checkSaleBilling({ ...billing, currency, totalMinor, exchangeRateE4 }, { exchangeRate: "exchangeRate", address: org ? "organizationId" : "buyerAddress" });
    const number = await nextNumber(tx, "QT");
    const [row] = await tx
      .insert(quotes)
      .values({
        number,
        tokenNonce: newTokenNonce(),
        enquiryId: input.enquiryId ?? null,
        organizationId: org?.id ?? null,
        buyerName: input.buyerName,
        buyerEmail: input.buyerEmail,
        buyerPhone: input.buyerPhone,
        validUntil: input.validUntil,
        note: input.note,
        currency,
        totalMinor,
        // An organisation's billing data is read from it; an individual's is kept here for the bookings to carry.
        buyerAddress: org ? "" : input.buyerAddress,
        buyerStateCode: org ? null : (input.buyerStateCode ?? null),
        buyerCountry: org ? org.country : input.buyerCountry,
        buyerGstin: org ? null : (input.buyerGstin ?? null),
        buyerGstTreatment: billing.treatment,
        purchaseOrder: input.purchaseOrder,
        paymentTermsDays: input.paymentTermsDays ?? org?.paymentTermsDays ?? 0,
        exchangeRateE4,
        createdBy: actorUserId,
      })
      .returning({ id: quotes.id });
    await tx.insert(quoteLines).values(
      priced.map((p, position) => ({
        quoteId: row!.id,
        position,
        trainingId: p.trainingId,
        seats: p.seats,
        code: p.code,
        pricing: p.pricing,
        totalMinor: p.pricing.total,
      })),
    );
    const [view] = await selectQuotes(tx, { id: row!.id });
    if (input.enquiryId) {
      const seats = priced.reduce((sum, p) => sum + p.seats, 0);
      await recordQuoteIn(
        tx,
        actorUserId,
        input.enquiryId,
        `Quote ${number}: ${formatMoneyPlain(view!.quote.totalMinor, currency)} for ${seats} seat${seats === 1 ? "" : "s"}, valid until ${input.validUntil}`,
        { number },
      );
    }
    await enqueueMail(tx, quoteMail(view!, acceptUrlOf(view!.quote.id, view!.quote.tokenNonce), await quotePdf(view!)));
    await recordAudit(tx, {
      actorUserId,
      action: "create",
      entity: "quote",
      entityId: row!.id,
      after: { number, total: view!.quote.totalMinor, currency, lines: priced.length, enquiryId: input.enquiryId ?? null },
    });
    return view!;
  });
}

/** PUT /api/admin/quotes/{id} {status: "withdrawn"}: only a sent quote (an expired one too) can be withdrawn. */
export async function withdrawQuote(actorUserId: string, id: string): Promise<QuoteView> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, id)).for("update");
    if (!locked) throw new ApiError("not_found", quoteMessages.notFound);
    if (locked.status !== "sent") throw new ApiError("conflict", quoteMessages.onlyWithdraw);
    await tx.update(quotes).set({ status: "withdrawn" }).where(eq(quotes.id, id));
    await recordAudit(tx, { actorUserId, action: "update", entity: "quote", entityId: id, before: { status: "sent" }, after: { status: "withdrawn" } });
    return (await selectQuotes(tx, { id }))[0]!;
  });
}

/**
 * The quote a link's token names, locked, with its lines, when it may still be accepted: the lock makes a double
 * click or a second accept wait and then find it accepted (409). Unknown token 404, expired or withdrawn 410.
 */
export async function lockAcceptableQuote(tx: DbOrTx, token: string): Promise<{ quote: Quote; lines: QuoteLine[] }> {
  const id = quoteIdOfToken(token);
  if (!id) throw new ApiError("not_found", quoteMessages.notFound);
  const [locked] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
  if (!locked || !tokenMatches(token, locked.id, locked.tokenNonce)) throw new ApiError("not_found", quoteMessages.notFound);
  if (locked.status === "accepted") throw new ApiError("conflict", quoteMessages.alreadyAccepted);
  if (locked.status === "withdrawn" || locked.validUntil < companyToday()) throw new ApiError("gone", quoteMessages.noLongerValid);
  const lines = await tx.select().from(quoteLines).where(eq(quoteLines.quoteId, id)).orderBy(quoteLines.position);
  return { quote: locked, lines };
}

/** The booking a quote's line becomes on acceptance: the quote's buyer, the line's batch, seats and price. */
export function bookingOfQuoteLine(quote: Quote, line: QuoteLine, purchaseOrder?: string): BookingCreate {
  return {
    trainingId: line.trainingId,
    buyerName: quote.buyerName,
    buyerEmail: quote.buyerEmail,
    buyerPhone: quote.buyerPhone,
    organization: "",
    organizationId: quote.organizationId ?? undefined,
    seats: line.seats,
    price: { amount: fromMinorUnits(Number(line.totalMinor), quote.currency), currency: quote.currency },
    code: line.code ?? undefined,
    enquiryId: quote.enquiryId ?? undefined,
    // The quote's billing data, so each booking's invoice splits the tax as the quote did (books.md §1).
    buyerAddress: quote.buyerAddress,
    buyerStateCode: quote.buyerStateCode ?? undefined,
    buyerCountry: quote.buyerCountry,
    buyerGstin: quote.buyerGstin ?? undefined,
    buyerGstTreatment: quote.buyerGstTreatment,
    purchaseOrder: purchaseOrder || quote.purchaseOrder,
    paymentTermsDays: quote.paymentTermsDays,
    exchangeRate: rateOfE4(quote.exchangeRateE4 === null ? null : Number(quote.exchangeRateE4)) ?? undefined,
  };
}

/** The quote is accepted with the bookings made of its lines; audited (by nobody: the buyer's link accepted it). */
export async function markQuoteAccepted(tx: DbOrTx, quote: Quote, bookingIds: string[], purchaseOrder?: string): Promise<void> {
  await tx
    .update(quotes)
    .set({ status: "accepted", acceptedAt: now(), bookingIds, purchaseOrder: purchaseOrder || quote.purchaseOrder })
    .where(eq(quotes.id, quote.id));
  await recordAudit(tx, {
    actorUserId: null,
    action: "update",
    entity: "quote",
    entityId: quote.id,
    before: { status: "sent" },
    after: { status: "accepted", bookingIds, purchaseOrder: purchaseOrder || quote.purchaseOrder },
  });
}

/** Accepting by link is public: 30 tries in 10 minutes an address is plenty for double clicks, not for guessing. */
export const quoteAcceptRateLimit: RateLimitRule = {
  name: "quote-accept:ip",
  limit: 30,
  windowSeconds: 600,
  message: "Too many attempts. Please wait a few minutes and try again.",
};

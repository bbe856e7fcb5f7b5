import "server-only";
import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { bookings, discountCodeUses, discountCodes, trainings } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { now } from "../clock";
import { ApiError } from "../errors";
import { keysetPage, listKeyOf, type ListOrder, type ListPage, type PageRange, type PageRequest } from "../http/staff-list";
import { toMinor } from "../money";
import { pricingMessages, type DiscountCodeInput, type DiscountCodeState } from "../validation/pricing";
import type { DiscountCodeView } from "./answers";
import { codeUses } from "./sale";
import { companyToday } from "../company";

/** Discount codes: staff create, list and end them (billing-and-delivery.md §2). */

const fieldError = (field: string, message: string) => new ApiError("bad_request", message, { fieldErrors: { [field]: message } });

async function findCode(tx: DbOrTx, id: string): Promise<DiscountCodeView> {
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id));
  if (!row) throw new ApiError("not_found", "That discount code does not exist.");
  return { ...row, uses: await codeUses(tx, id) };
}

/** POST /api/admin/discount-codes: 409 when the code exists in any case; 400 for a last day in the past or an unknown training. */
export async function createDiscountCode(actorUserId: string, input: DiscountCodeInput): Promise<DiscountCodeView> {
  if (input.validUntil !== undefined && input.validUntil < companyToday()) throw fieldError("validUntil", pricingMessages.pastValidUntil);
  const amountOffMinor = input.amountOff ? toMinor(input.amountOff.amount, input.amountOff.currency) : null;
  const trainingIds = [...new Set(input.trainingIds ?? [])];
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (trainingIds.length) {
      const found = await tx.select({ id: trainings.id }).from(trainings).where(inArray(trainings.id, trainingIds));
      if (found.length !== trainingIds.length) throw fieldError("trainingIds", pricingMessages.noTraining);
    }
    const [taken] = await tx
      .select({ id: discountCodes.id })
      .from(discountCodes)
      .where(sql`lower(${discountCodes.code}) = lower(${input.code})`);
    if (taken) throw new ApiError("conflict", pricingMessages.codeTaken, { fieldErrors: { code: pricingMessages.codeTaken } });
    const [row] = await tx
      .insert(discountCodes)
      .values({
        code: input.code,
        percentOff: input.percentOff ?? null,
        amountOffMinor,
        currency: input.amountOff?.currency ?? "INR",
        validUntil: input.validUntil ?? null,
        maxUses: input.maxUses ?? null,
        trainingIds,
        createdBy: actorUserId,
      })
      .returning({ id: discountCodes.id });
    const after = await findCode(tx, row!.id);
    await recordAudit(tx, { actorUserId, action: "create", entity: "discount_code", entityId: after.id, after });
    return after;
  });
}

/** GET /api/admin/discount-codes: running codes first, newest first, each with its uses. */
export async function listDiscountCodes(): Promise<DiscountCodeView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(discountCodes)
    .orderBy(sql`${discountCodes.endedAt} is not null`, desc(discountCodes.createdAt), desc(discountCodes.id))
    .limit(1000);
  return withUses(db, rows);
}

/** Codes with their uses (not-cancelled bookings made with each), in the rows' order. */
async function withUses(db: DbOrTx, rows: (typeof discountCodes.$inferSelect)[]): Promise<DiscountCodeView[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({ codeId: discountCodeUses.codeId, n: sql<number>`count(*)::int` })
    .from(discountCodeUses)
    .innerJoin(bookings, eq(bookings.id, discountCodeUses.bookingId))
    .where(
      and(
        inArray(
          discountCodeUses.codeId,
          rows.map((r) => r.id),
        ),
        isNull(bookings.cancelledAt),
      ),
    )
    .groupBy(discountCodeUses.codeId);
  const uses = new Map(counts.map((c) => [c.codeId, Number(c.n)]));
  return rows.map((r) => ({ ...r, uses: uses.get(r.id) ?? 0 }));
}

/** The console's paged order of codes: newest first, ties broken by id (discount_codes_created_idx serves it). */
export const discountCodeListOrder: ListOrder = { key: discountCodes.createdAt, id: discountCodes.id, type: "timestamptz", direction: "desc" };

/** The query of a page of codes (running or ended ones only, when asked), unexecuted (a test reads its plan). */
export function discountCodePageQuery(tx: DbOrTx, state: DiscountCodeState | undefined, range: PageRange) {
  return tx
    .select({ code: discountCodes, listKey: listKeyOf(discountCodeListOrder) })
    .from(discountCodes)
    .where(and(state === "running" ? isNull(discountCodes.endedAt) : state === "ended" ? isNotNull(discountCodes.endedAt) : undefined, range.where))
    .orderBy(...range.orderBy)
    .limit(range.limit);
}

/** A page of the codes, newest first, by keyset: no offset, no count. */
export async function pageOfDiscountCodes(state: DiscountCodeState | undefined, request: PageRequest): Promise<ListPage<DiscountCodeView>> {
  const db = await getDb();
  return keysetPage(discountCodeListOrder, request, async (range) => {
    const rows = await discountCodePageQuery(db, state, range);
    const views = await withUses(
      db,
      rows.map((r) => r.code),
    );
    return views.map((item, i) => ({ item, key: rows[i]!.listKey, id: item.id }));
  });
}

/** DELETE /api/admin/discount-codes/{id}: ends the code (refused from now on, kept for its bookings). 409 when already ended. */
export async function endDiscountCode(actorUserId: string, id: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.id, id)).for("update");
    if (!locked) throw new ApiError("not_found", "That discount code does not exist.");
    const before = await findCode(tx, id);
    if (before.endedAt) throw new ApiError("conflict", pricingMessages.alreadyEnded);
    await tx
      .update(discountCodes)
      .set({ endedAt: now() })
      .where(and(eq(discountCodes.id, id), isNull(discountCodes.endedAt)));
    await recordAudit(tx, { actorUserId, action: "delete", entity: "discount_code", entityId: id, before, after: await findCode(tx, id) });
  });
}

/** A percent-off code (the demo seed's), in the caller's transaction, unless the code exists. Not audited. True when it was added. */
export async function addDiscountCodeIfMissing(tx: DbOrTx, code: { code: string; percentOff: number; validUntil: string; maxUses: number }): Promise<boolean> {
  const rows = await tx.insert(discountCodes).values(code).onConflictDoNothing().returning({ id: discountCodes.id });
  return rows.length > 0;
}

import "server-only";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "../../db";
import { bookings, paymentRequests, payments } from "../../db/schema";
import { formatMinor } from "../money";

// What the console's Bank page offers to pay with a credit no rule matched: the open payment requests in rupees,
// then the bookings in rupees that still owe something. Read once per page.

export interface PaymentTarget {
  /** "request:<id>" or "booking:<id>". */
  value: string;
  label: string;
}

/** At most this many of each. */
export const TARGET_LIMIT = 300;

export async function paymentTargets(): Promise<PaymentTarget[]> {
  const db = await getDb();
  const requests = await db
    .select({
      id: paymentRequests.id,
      number: paymentRequests.number,
      amount: paymentRequests.amountMinor,
      booking: bookings.number,
      buyer: bookings.buyerName,
    })
    .from(paymentRequests)
    .innerJoin(bookings, eq(bookings.id, paymentRequests.bookingId))
    .where(and(inArray(paymentRequests.status, ["open", "proof_submitted"]), eq(paymentRequests.currency, "INR"), isNull(bookings.cancelledAt)))
    .orderBy(desc(paymentRequests.createdAt))
    .limit(TARGET_LIMIT);
  const paid = sql<string>`coalesce(sum(case when ${payments.kind} = 'payment' then ${payments.amountMinor} else -${payments.amountMinor} end), 0)`;
  const owing = await db
    .select({ id: bookings.id, number: bookings.number, buyer: bookings.buyerName, price: bookings.priceMinor, paid })
    .from(bookings)
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .where(and(isNull(bookings.cancelledAt), eq(bookings.currency, "INR")))
    .groupBy(bookings.id)
    .having(sql`${bookings.priceMinor} > ${paid}`)
    .orderBy(desc(bookings.createdAt))
    .limit(TARGET_LIMIT);
  return [
    ...requests.map((r) => ({ value: `request:${r.id}`, label: `${r.number} · ${r.booking} · ${r.buyer} · ${formatMinor(Number(r.amount), "INR")}` })),
    ...owing.map((b) => ({ value: `booking:${b.id}`, label: `${b.number} · ${b.buyer} · owes ${formatMinor(Number(b.price) - Number(b.paid), "INR")}` })),
  ];
}

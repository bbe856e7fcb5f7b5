import "server-only";
import { z } from "zod";
import { answer, instant } from "../http/answer-schema";
import type { NewWaitlistEntry } from "../validation/waitlist";
import type { WaitlistEntry } from "./waitlist";

// The API's names for waitlist entries (sales-and-batches.md §3), here and only here.

export const waitlistEntryAnswer = answer(
  z
    .object({
      _id: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      createdAt: instant,
      notifiedAt: instant.nullable().describe("when the person was mailed that a seat is free (held for them 48 hours); null while waiting"),
      confirmedAt: instant.nullable().describe("when the person confirmed their address; an unconfirmed entry is never told"),
    })
    .meta({ id: "WaitlistEntry" }),
  (e: WaitlistEntry) => ({
    _id: e.id,
    name: e.name,
    email: e.email,
    phone: e.phone,
    createdAt: e.createdAt.toISOString(),
    notifiedAt: e.notifiedAt?.toISOString() ?? null,
    confirmedAt: e.confirmedAt?.toISOString() ?? null,
  }),
);

/**
 * The public join's answer: what the caller sent, written down the way it is stored. Never a stored row: a caller
 * giving someone else's address must learn nothing about that person's entry.
 */
export const waitlistJoinAnswer = answer(
  z.object({ name: z.string(), email: z.string(), phone: z.string() }).meta({ id: "WaitlistJoin" }),
  (sent: NewWaitlistEntry) => ({ name: sent.name, email: sent.email, phone: sent.phone }),
);

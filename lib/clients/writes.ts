import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { clients } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { cacheTags, invalidateTags } from "../cache";
import type { ClientFields } from "../validation/clients";
import { findClient } from "./reads";
import type { Client } from "./types";

/** A new client logo; without a position it goes last. Audited; the strip shows it at once. */
export async function createClient(actorUserId: string, fields: ClientFields): Promise<Client> {
  const db = await getDb();
  const client = await db.transaction(async (tx) => {
    let position = fields.position;
    if (position === undefined) {
      const [last] = await tx.select({ max: sql<number | null>`max(${clients.position})` }).from(clients);
      position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    }
    const [row] = await tx.insert(clients).values({ name: fields.name, imageUrl: fields.imageUrl, position }).returning({ id: clients.id });
    const after = await findClient(tx, row!.id);
    await recordAudit(tx, { actorUserId, action: "create", entity: "client", entityId: row!.id, after });
    return after;
  });
  invalidateTags(cacheTags.clients);
  return client;
}

/** Changes the fields given (name, logo, order). */
export async function updateClient(actorUserId: string, id: string, changes: Partial<ClientFields>): Promise<Client> {
  const db = await getDb();
  const client = await db.transaction(async (tx) => {
    const before = await findClient(tx, id);
    await tx
      .update(clients)
      .set({ name: changes.name ?? before.name, imageUrl: changes.imageUrl ?? before.imageUrl, position: changes.position ?? before.position })
      .where(eq(clients.id, id));
    const after = await findClient(tx, id);
    await recordAudit(tx, { actorUserId, action: "update", entity: "client", entityId: id, before, after });
    return after;
  });
  invalidateTags(cacheTags.clients);
  return client;
}

export async function deleteClient(actorUserId: string, id: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await findClient(tx, id);
    await tx.delete(clients).where(eq(clients.id, id));
    await recordAudit(tx, { actorUserId, action: "delete", entity: "client", entityId: id, before });
  });
  invalidateTags(cacheTags.clients);
}

/** The client of this name (any case) made, or given this logo, in the caller's transaction (the catalogue import's). */
export async function upsertClient(tx: DbOrTx, fields: { name: string; imageUrl: string; position: number }): Promise<"created" | "updated" | "skipped"> {
  const [existing] = await tx
    .select()
    .from(clients)
    .where(sql`lower(${clients.name}) = ${fields.name.toLowerCase()}`);
  if (!existing) {
    await tx.insert(clients).values(fields);
    return "created";
  }
  if (existing.imageUrl === fields.imageUrl) return "skipped";
  await tx.update(clients).set({ imageUrl: fields.imageUrl }).where(eq(clients.id, existing.id));
  return "updated";
}

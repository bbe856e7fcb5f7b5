import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { clients } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { cacheTags, invalidateTags } from "../cache";
import { ApiError } from "../http/api-error";
import { clientBodySchema, type ClientBody } from "../validation/admin";

export interface AdminClientView {
  _id: string;
  clientName: string;
  clientImage: string;
  position: number;
  createdAt: string;
}

async function clientViews(tx: DbOrTx, id?: string): Promise<AdminClientView[]> {
  const rows = await tx
    .select()
    .from(clients)
    .where(id ? eq(clients.id, id) : undefined)
    .orderBy(asc(clients.position), asc(clients.name));
  return rows.map((r) => ({ _id: r.id, clientName: r.name, clientImage: r.imageUrl, position: r.position, createdAt: r.createdAt.toISOString() }));
}

export async function listAdminClients(): Promise<AdminClientView[]> {
  return clientViews(await getDb());
}

async function findClient(tx: DbOrTx, id: string): Promise<AdminClientView> {
  const [found] = await clientViews(tx, id);
  if (!found) throw new ApiError("not_found", "Client not found.");
  return found;
}

/** A new client logo; without a position it goes last. */
export async function createClient(actorUserId: string, body: ClientBody): Promise<AdminClientView> {
  const db = await getDb();
  const view = await db.transaction(async (tx) => {
    let position = body.position;
    if (position === undefined) {
      const [last] = await tx.select({ max: sql<number | null>`max(${clients.position})` }).from(clients);
      position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    }
    const [row] = await tx.insert(clients).values({ name: body.clientName, imageUrl: body.clientImage, position }).returning({ id: clients.id });
    const after = await findClient(tx, row!.id);
    await recordAudit(tx, { actorUserId, action: "create", entity: "client", entityId: row!.id, after });
    return after;
  });
  invalidateTags(cacheTags.clients);
  return view;
}

/** Updates the fields present in `patch` (clientName, clientImage, position). */
export async function updateClient(actorUserId: string, id: string, patch: Record<string, unknown>): Promise<AdminClientView> {
  const db = await getDb();
  const view = await db.transaction(async (tx) => {
    const before = await findClient(tx, id);
    const body = clientBodySchema.parse({
      clientName: patch.clientName ?? before.clientName,
      clientImage: patch.clientImage ?? before.clientImage,
      position: patch.position ?? before.position,
    });
    await tx
      .update(clients)
      .set({ name: body.clientName, imageUrl: body.clientImage, position: body.position ?? before.position })
      .where(eq(clients.id, id));
    const after = await findClient(tx, id);
    await recordAudit(tx, { actorUserId, action: "update", entity: "client", entityId: id, before, after });
    return after;
  });
  invalidateTags(cacheTags.clients);
  return view;
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

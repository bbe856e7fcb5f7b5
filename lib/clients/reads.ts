import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { clients } from "../../db/schema";
import { cached, cacheTags } from "../cache";
import { ApiError } from "../errors";
import type { Client } from "./types";

const clientColumns = { id: clients.id, name: clients.name, imageUrl: clients.imageUrl, position: clients.position, createdAt: clients.createdAt };

/** Client logos in their order. */
export function selectClients(tx: DbOrTx, id?: string): Promise<Client[]> {
  return tx
    .select(clientColumns)
    .from(clients)
    .where(id ? eq(clients.id, id) : undefined)
    .orderBy(asc(clients.position), asc(clients.name));
}

/** The logo strip (staff see the same list). */
export function listClients(): Promise<Client[]> {
  return cached("clients:all", [cacheTags.clients], async () => selectClients(await getDb()));
}

export async function findClient(tx: DbOrTx, id: string): Promise<Client> {
  const [found] = await selectClients(tx, id);
  if (!found) throw new ApiError("not_found", "Client not found.");
  return found;
}

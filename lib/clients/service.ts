import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "../../db";
import { clients } from "../../db/schema";
import { cached, cacheTags } from "../cache";

export interface ClientView {
  _id: string;
  clientName: string;
  clientImage: string;
}

export function listClients(): Promise<ClientView[]> {
  return cached("clients:all", [cacheTags.clients], async () => {
    const db = await getDb();
    const rows = await db
      .select({ id: clients.id, name: clients.name, imageUrl: clients.imageUrl })
      .from(clients)
      .orderBy(asc(clients.position), asc(clients.name));
    return rows.map((r) => ({ _id: r.id, clientName: r.name, clientImage: r.imageUrl }));
  });
}

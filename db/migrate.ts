import "server-only";
import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./index";

const MIGRATION_LOCK = 727_001; // any constant shared by every instance of this app
export const migrationsFolder = path.join(process.cwd(), "db", "migrations");

/** Applies pending migrations; several instances starting at once take turns under an advisory lock. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await handle.withAdvisoryLock(MIGRATION_LOCK, async (db) => {
    if (handle.engine === "pglite") {
      await migratePglite(db as never, { migrationsFolder });
    } else {
      await migratePg(db as never, { migrationsFolder });
    }
  });
}

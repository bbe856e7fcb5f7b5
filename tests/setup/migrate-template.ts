import { openDatabase } from "../../db";
import { runMigrations } from "../../db/migrate";

export async function migrateTemplate(url: string): Promise<void> {
  const handle = await openDatabase({ url, poolSize: 1 });
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
}

import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "../lib/env";
import { importUpload, NAME_PATTERN } from "../lib/uploads/store";

// Start-up only (server/main.ts), never imported by the app: a folder read from the configuration at run time
// in a module the app imports made Next's build trace the whole project (public folder included) into its output.

/**
 * Uploads an earlier version kept under DATA_DIR/uploads move into the database at start (once: a name already
 * there is skipped); the files stay where they are, as a backup, until someone removes them.
 */
export async function importDiskUploads(dir = path.join(env().DATA_DIR, "uploads")): Promise<number> {
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((name) => NAME_PATTERN.test(name));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw err;
  }
  let imported = 0;
  for (const name of names) {
    if (await importUpload(name, await fs.readFile(path.join(dir, name)))) imported++;
  }
  return imported;
}

// npm run db:restore -- <backup.tar.gz> [--data-dir <empty folder>]: the embedded database of a backup, in an
// empty data folder (DATA_DIR by default). Stop the server first; then start it on that folder.
import path from "node:path";
import { restoreBackup } from "../server/backup";
import { env } from "../lib/env";

async function main() {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith("--") && args[args.indexOf(a) - 1] !== "--data-dir");
  const at = args.indexOf("--data-dir");
  const dataDir = path.resolve(at >= 0 && args[at + 1] ? args[at + 1]! : env().DATA_DIR);
  if (!file) {
    console.error("Usage: npm run db:restore -- <backup.tar.gz> [--data-dir <empty folder>]");
    process.exit(1);
  }
  await restoreBackup(path.resolve(file), dataDir);
  console.log(`Restored ${file} into ${dataDir}. Start the server with DATA_DIR=${dataDir}.`);
}

main().catch((err: unknown) => {
  console.error((err as Error).message);
  process.exit(1);
});

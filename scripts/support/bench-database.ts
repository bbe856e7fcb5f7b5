// A database of a bench's own: a fresh one on the PostgreSQL server named by BENCH_DATABASE_URL (dropped after),
// else an embedded one in a temporary folder (removed after).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../db";

export interface BenchDatabase {
  handle: DatabaseHandle;
  engine: "postgres" | "pglite";
  cleanup: () => Promise<void>;
}

/** Opens a fresh database for the bench `label` (the embedded folder's prefix). */
export async function openBenchDatabase(label: string): Promise<BenchDatabase> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const name = `tp_bench_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString(), poolSize: 5 });
    return {
      handle,
      engine: "postgres",
      cleanup: async () => {
        await handle.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tp-bench-${label}-`));
  const handle = await openDatabase({ dataDir: dir });
  return {
    handle,
    engine: "pglite",
    cleanup: async () => {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

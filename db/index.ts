import "server-only";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { env } from "../lib/env";
import { log } from "../lib/log";
import { remember } from "../lib/remember";
import * as schema from "./schema";

export { schema };
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: services accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Db;
  engine: "pglite" | "postgres";
  /** Runs fn while holding a PostgreSQL advisory lock (one connection for the whole call). */
  withAdvisoryLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** The embedded database only: a consistent copy of its data folder (gzip'd tar), taken between queries. */
  dump?(): Promise<Buffer>;
  close(): Promise<void>;
}

export class DatabaseLockedError extends Error {}

/** The rows of a raw `db.execute(sql…)`: node-postgres and PGlite both answer `{ rows }`; drizzle passes them through. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (Array.isArray(result) ? result : [])) as T[];
}

export interface OpenOptions {
  /** PostgreSQL connection string; without it the embedded engine is used. */
  url?: string;
  /** Folder of the embedded database; undefined with `memory`. */
  dataDir?: string;
  /** An in-memory embedded database (tests). */
  memory?: boolean;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options);
}

function openPostgres(url: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    query_timeout: 20_000,
    idle_in_transaction_session_timeout: 30_000,
    application_name: "training-portal",
  });
  // A server restart kills idle connections: log it, never crash; the pool reconnects on the next query.
  pool.on("error", (err) => log.warn("database connection lost", { err }));
  const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    engine: "postgres",
    async withAdvisoryLock(key, fn) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [key]);
        try {
          return await fn(drizzlePg(client, { schema, casing: "snake_case" }) as unknown as Db);
        } finally {
          await client.query("select pg_advisory_unlock($1)", [key]);
        }
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query("select 1");
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(options: OpenOptions): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  let client: PGlite;
  if (options.memory || !options.dataDir) {
    client = new PGlite();
  } else {
    fs.mkdirSync(options.dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(options.dataDir);
    try {
      client = new PGlite(path.join(options.dataDir, "pglite"));
      await client.waitReady;
    } catch (err) {
      releaseLock();
      throw err;
    }
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    engine: "pglite",
    // One connection: the lock is held for the duration of fn, and nothing else can interleave a lock of its own.
    async withAdvisoryLock(key, fn) {
      await db.execute(sql`select pg_advisory_lock(${key})`);
      try {
        return await fn(db);
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${key})`);
      }
    },
    async ping() {
      await client.query("select 1");
    },
    async dump() {
      return Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer());
    },
    async close() {
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/**
 * PGlite has no multi-process lock of its own: two processes on one folder corrupt it.
 * A lock file holding our pid refuses a second process; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "pglite.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DatabaseLockedError(
          `The embedded database in ${dataDir} is in use by another process (pid ${holder}). ` +
            `Only one process may open it: stop that process first, or set DATABASE_URL to use a PostgreSQL server.`,
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale lock from a process that is gone
    }
  }
  throw new DatabaseLockedError(`Could not lock the embedded database in ${dataDir}.`);
}

/** Whether a process of this machine is alive (a signal 0 that is refused still proves it exists). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

// One handle per process, shared by the start script and the app bundle (separate module graphs, one remember()).
const holder = remember("database", (): { current?: Promise<DatabaseHandle> } => ({}));

/** The process's database, opened on first use from the configuration. */
export function getDatabase(): Promise<DatabaseHandle> {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    throw new Error("The database is not available while building: pages that read it must be dynamic.");
  }
  holder.current ??= (async () => {
    const config = env();
    return openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE });
  })();
  // A failed open is not cached: the next call tries again.
  holder.current.catch(() => {
    holder.current = undefined;
  });
  return holder.current;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Installs an already opened handle as the process's database (start script, tests). */
export function setDatabase(handle: DatabaseHandle | undefined): void {
  holder.current = handle ? Promise.resolve(handle) : undefined;
}

export async function closeDatabase(): Promise<void> {
  const current = holder.current;
  holder.current = undefined;
  if (current) await (await current).close();
}

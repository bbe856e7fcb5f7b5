import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, setDatabase, type DatabaseHandle } from "../../db";
import { runMigrations } from "../../db/migrate";
import { clearCache } from "../../lib/cache";
import { resetEnvForTests } from "../../lib/env";
import { databaseUrlWithName, testEngine } from "./engine";

// Every integration test file gets a database of its own, migrated and empty.
let handle: DatabaseHandle | undefined;
let dropName: string | undefined;
let url: string | undefined;

beforeAll(async () => {
  resetEnvForTests();
  clearCache();
  if (testEngine() === "postgres") {
    // Named after this run's template, so a parallel run's teardown never drops it.
    const name = `${inject("templateDatabase").replace("tp_template_", "tp_test_")}_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject("templateDatabase")}`);
    await admin.end();
    dropName = name;
    url = databaseUrlWithName(process.env.TEST_DATABASE_URL!, name);
    handle = await openDatabase({ url, poolSize: 5 });
  } else {
    handle = await openDatabase({ memory: true });
    await runMigrations(handle);
  }
  setDatabase(handle);
});

afterAll(async () => {
  setDatabase(undefined);
  clearCache();
  await handle?.close();
  if (dropName) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
    await admin.connect();
    await admin.query(`drop database if exists ${dropName} with (force)`);
    await admin.end();
  }
});

export function testDatabase(): DatabaseHandle {
  if (!handle) throw new Error("test database not open yet");
  return handle;
}

/** The connection string of this file's PostgreSQL database (undefined on PGlite). */
export function testDatabaseUrl(): string | undefined {
  return url;
}

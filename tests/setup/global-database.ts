import pg from "pg";
import type { TestProject } from "vitest/node";
import { assertLocalDatabase, databaseUrlWithName, testEngine } from "./engine";

/**
 * On PostgreSQL: migrate a template database once; each test file then gets its own copy
 * (CREATE DATABASE … TEMPLATE), dropped at the end. On PGlite each file migrates a fresh in-memory engine.
 */
export default async function setup(project: TestProject) {
  if (testEngine() !== "postgres") return;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_ENGINE=postgres needs TEST_DATABASE_URL");
  assertLocalDatabase(url);
  const template = `tp_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  await admin.end();

  // Migrate with the app's own code (in a child module graph: it imports server-only modules).
  process.env.TP_TEMPLATE_URL = databaseUrlWithName(url, template);
  const { migrateTemplate } = await import("./migrate-template");
  await migrateTemplate(process.env.TP_TEMPLATE_URL);
  project.provide("templateDatabase", template);

  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      // Only this run's databases: other checkouts may be testing on the same server at the same time.
      `select datname from pg_database where datname like $1 or datname = $2`,
      [`tp\\_test\\_${process.pid}\\_%`, template],
    );
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    await client.end();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

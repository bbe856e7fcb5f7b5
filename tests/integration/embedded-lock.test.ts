import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { acquireDataDirLock, DatabaseLockedError, openDatabase } from "@/db";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tp-lock-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("one process per embedded database (api.md §6)", () => {
  it("refuses a data folder held by another live process, naming it", () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      fs.writeFileSync(path.join(dir, "pglite.lock"), String(holder.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DatabaseLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`in use by another process \\(pid ${holder.pid}\\)`));
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock left by a process that is gone", () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ["-e", "console.log(process.pid)"]).stdout.toString().trim();
    fs.writeFileSync(path.join(dir, "pglite.lock"), gone);
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, "pglite.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "pglite.lock"))).toBe(false);
  });

  it("a second process (the CLI) refuses with a clear message while this one has the database open", async () => {
    const dir = tempDir();
    const handle = await openDatabase({ dataDir: dir });
    try {
      const result = spawnSync(process.execPath, ["--import", "tsx", "--import", "./scripts/support/register.mjs", "scripts/migrate.ts"], {
        cwd: process.cwd(),
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "" },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`The embedded database in ${dir} is in use by another process (pid ${process.pid})`);
      expect(result.stderr).not.toMatch(/\bat .+\.ts:\d+/);
    } finally {
      await handle.close();
    }
    expect(fs.existsSync(path.join(dir, "pglite.lock"))).toBe(false);
  });
});

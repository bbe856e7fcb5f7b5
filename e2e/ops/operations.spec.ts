import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "../support/test";

// These start the real server script on the build the e2e server already made (same NEXT_DIST_DIR).
const startArgs = ["--import", "tsx", "--import", "./scripts/support/register.mjs", "server/main.ts", "--no-build"];

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, startArgs, {
    cwd: process.cwd(),
    env: { ...process.env, DATABASE_URL: "", SKIP_BUILD_TYPECHECK: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, exited, output: () => output };
}

test("a second npm start on the same data folder refuses clearly, and the first keeps serving", async ({ request }) => {
  const second = startServer({ DATA_DIR: process.env.E2E_DATA_DIR!, PORT: "3990" });
  expect(await second.exited).toBe(1);
  expect(second.output()).toMatch(/The embedded database in .+ is in use by another process \(pid \d+\)\. Only one process may open it/);
  expect((await request.get("/readyz")).status()).toBe(200);
});

test("SIGTERM stops the server cleanly with exit code 0", async () => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tp-sigterm-"));
  const port = 3991;
  const server = startServer({ DATA_DIR: dataDir, PORT: String(port), DEMO_CONTENT: "0" });
  try {
    await expect.poll(async () => (await fetch(`http://localhost:${port}/readyz`).catch(() => undefined))?.status, { timeout: 90_000 }).toBe(200);
    // Finishing in-flight requests is tested on the server itself (tests/unit/http-server.test.ts).
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  } finally {
    server.child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("npm run db:backup copies the embedded database while the server keeps serving", async ({ request }) => {
  test.setTimeout(120_000);
  const backup = spawnSync(process.execPath, ["--import", "tsx", "--import", "./scripts/support/register.mjs", "scripts/db-backup.ts"], {
    cwd: process.cwd(),
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: process.env.E2E_DATA_DIR! },
    encoding: "utf8",
  });
  expect(backup.status, backup.stderr).toBe(0);
  const file = backup.stdout.trim().split("\n").at(-1)!;
  expect(file).toMatch(/backups\/backup-.+\.tar\.gz$/);
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))).toBe(true);
  expect(bytes.length).toBeGreaterThan(100_000);
  expect((await request.get("/readyz")).status()).toBe(200);
});

// Starts the production server as `npm start` does, on a free port and a fresh embedded database, for the
// bench and the soak: the caller gets its address, its process id and a stop function.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const node = [process.execPath, "--import", "tsx", "--import", "./scripts/support/register.mjs"];

/**
 * How the production server runs (npm start and the Dockerfile say the same; tests/unit/server-runtime.test.ts holds
 * them together). Through npm run bench -- --scale the server passed 1 GB resident at both sizes. Most of it was ICU
 * memory of Intl formatters built per render (lib/intl-cache.ts), but V8's old space also grew to 725 MB when let,
 * and glibc's per-thread malloc arenas keep what the threads (compression, the database driver) freed. A 512 MB old
 * space and two arenas bound both.
 */
export const SERVER_RUNTIME = { nodeFlags: ["--max-old-space-size=512"], env: { MALLOC_ARENA_MAX: "2" } };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export async function waitForReady(base: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("the server was not ready in time");
}

export interface RunningServer {
  base: string;
  pid: number;
  dataDir: string;
  stop(): Promise<void>;
  /** The server's last process.memoryUsage() in MB (started with `memoryTrace`; written every 100 ms). */
  memoryUsage(): MemoryUsageMb | undefined;
}

export interface MemoryUsageMb {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

/**
 * A staff account is made first (only one process may open the embedded database), then the server starts and
 * builds into `distDir` when the sources changed since that folder's last build.
 */
export async function startServer(options: {
  distDir: string;
  staff: { email: string; name: string; password: string };
  env?: Record<string, string>;
  /** Whether the server writes its process.memoryUsage() for memoryUsage() (scripts/support/memory-trace.mjs). */
  memoryTrace?: boolean;
}): Promise<RunningServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tp-serve-"));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ...options.env };
  const staff = spawnSync(node[0]!, [...node.slice(1), "scripts/staff-create.ts", "--email", options.staff.email, "--name", options.staff.name], {
    cwd: root,
    env: { ...env, STAFF_PASSWORD: options.staff.password },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (staff.status !== 0) throw new Error("could not create the staff account");
  // SERVER_CPU_PROFILE_DIR=… writes a V8 CPU profile of the server when it stops (to find where a soak's time goes).
  const profile = process.env.SERVER_CPU_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.SERVER_CPU_PROFILE_DIR}`] : [];
  const traceFile = path.join(dataDir, "memory.json");
  const trace = options.memoryTrace ? ["--import", "./scripts/support/memory-trace.mjs"] : [];
  // SERVER_NODE_FLAGS="--max-semi-space-size=4 …": V8 flags for the server alone instead of npm start's (to measure
  // what one does to its memory).
  const flags = process.env.SERVER_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? SERVER_RUNTIME.nodeFlags;
  const child = spawn(node[0]!, [...profile, ...flags, ...node.slice(1), ...trace, "server/main.ts"], {
    cwd: root,
    env: {
      ...SERVER_RUNTIME.env,
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      APP_URL: base,
      DEMO_CONTENT: "1",
      NEXT_DIST_DIR: options.distDir,
      SKIP_BUILD_TYPECHECK: process.env.SKIP_BUILD_TYPECHECK ?? "1",
      ...(options.memoryTrace && { MEMORY_TRACE_FILE: traceFile }),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(base, child, 15 * 60_000);
  } catch (err) {
    await stop();
    throw err;
  }
  const memoryUsage = () => {
    try {
      return JSON.parse(fs.readFileSync(traceFile, "utf8")) as MemoryUsageMb;
    } catch {
      return undefined;
    }
  };
  return { base, pid: child.pid!, dataDir, stop, memoryUsage };
}

/** Resident memory of a process in MB (Linux /proc). */
export function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** CPU seconds (user + system) a process has used so far, its threads included (Linux /proc). */
export function cpuSeconds(pid: number): number {
  // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

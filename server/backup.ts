import "server-only";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { acquireDataDirLock, type DatabaseHandle } from "../db";

/** Where backups of the embedded database go: DATA_DIR/backups/backup-<time>.tar.gz. */
export const backupsDir = (dataDir: string) => path.join(dataDir, "backups");

/**
 * Writes a consistent copy of the embedded database (PGlite answers one query at a time, so the copy falls between
 * two of them) and answers its path. The file appears whole or not at all (written aside, then renamed).
 */
export async function writeBackup(handle: DatabaseHandle, dataDir: string, now = new Date()): Promise<string> {
  if (!handle.dump) throw new Error("Backups here are for the embedded database; on a PostgreSQL server use pg_dump (see the README).");
  const dir = backupsDir(dataDir);
  // A backup holds password hashes, personal data and live links in unsent mail: only the owner may read it.
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700); // a folder made before this rule (or by another umask) is closed too
  const file = path.join(dir, `backup-${now.toISOString().replace(/[:.]/g, "-")}.tar.gz`);
  const data = await handle.dump();
  fs.rmSync(`${file}.partial`, { force: true });
  fs.writeFileSync(`${file}.partial`, data, { mode: 0o600, flag: "wx" });
  fs.renameSync(`${file}.partial`, file);
  return file;
}

/**
 * Restores a backup into an empty data folder (the server must not be running on it). Refuses a folder that
 * already holds a database, so a restore never overwrites one by mistake.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<void> {
  const target = path.join(dataDir, "pglite");
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    throw new Error(`${dataDir} already holds a database: restore into an empty data folder, then point DATA_DIR at it.`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  try {
    const client = new PGlite(target, { loadDataDir: new Blob([new Uint8Array(fs.readFileSync(file))]) });
    await client.waitReady;
    await client.query("select 1");
    await client.close();
  } finally {
    release();
  }
}

/** The serving process's control socket: `npm run db:backup` asks it for a copy over this, never by a signal. */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, "control.sock");

/**
 * The server of an embedded database answers backup requests on DATA_DIR/control.sock (owner only). A socket
 * file left by a crashed run is replaced: whoever calls this holds the data folder's lock. Returns a stop function.
 */
export async function serveBackupRequests(
  handle: DatabaseHandle,
  dataDir: string,
  onWritten: (file: string) => void,
  onFailed: (err: unknown) => void,
): Promise<() => Promise<void>> {
  const socketPath = controlSocketPath(dataDir);
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.setEncoding("utf8");
    socket.once("data", (request: string) => {
      if (request.trim() !== "backup") return void socket.end("error unknown request\n");
      writeBackup(handle, dataDir).then(
        (file) => {
          onWritten(file);
          socket.end(`ok ${file}\n`);
        },
        (err: unknown) => {
          onFailed(err);
          socket.end(`error ${(err as Error).message}\n`);
        },
      );
    });
    socket.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socketPath, { force: true });
    });
}

/**
 * Asks the server holding `dataDir` for a backup and answers the file's path; undefined when no server answers on
 * the control socket (none runs there, or the lock file names a process that is not this app's server).
 */
export function requestBackup(dataDir: string, timeoutMs = 120_000): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(controlSocketPath(dataDir));
    let answer = "";
    let connected = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`The server did not write a backup within ${Math.round(timeoutMs / 1000)} s; see its log.`));
    }, timeoutMs);
    socket.setEncoding("utf8");
    socket.on("connect", () => {
      connected = true;
      socket.write("backup\n");
    });
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (!connected && (err.code === "ENOENT" || err.code === "ECONNREFUSED")) resolve(undefined);
      else reject(err);
    });
    socket.on("end", () => {
      clearTimeout(timer);
      const line = answer.trim();
      if (line.startsWith("ok ")) resolve(line.slice(3));
      else reject(new Error(`The server could not write a backup: ${line.replace(/^error /, "") || "no answer"}; see its log.`));
    });
  });
}

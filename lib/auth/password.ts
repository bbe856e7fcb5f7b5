import "server-only";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { ApiError } from "../errors";
import { remember } from "../remember";

export const BCRYPT_COST = 12;

/**
 * bcrypt is CPU-bound (cost 12 is a few hundred milliseconds of pure JavaScript): on the event loop, ten
 * sign-ins at once would stall every page. The work runs in a small pool of worker threads instead, so the
 * server keeps answering while passwords are checked (security.md: hashing off the request's critical path).
 */
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const bcrypt = require("bcryptjs");
parentPort.on("message", ({ id, op, password, saltOrHash }) => {
  try {
    const result = op === "hash" ? bcrypt.hashSync(password, saltOrHash) : bcrypt.compareSync(password, saltOrHash);
    parentPort.postMessage({ id, result });
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err) });
  }
});`;

type Job = { op: "hash" | "compare"; password: string; saltOrHash: string | number; resolve: (v: string | boolean) => void; reject: (e: Error) => void };
interface Pool {
  idle: Worker[];
  queue: Job[];
  running: Map<Worker, Job>;
}

function pool(): Pool {
  return remember("bcrypt.pool", () => {
    const created: Pool = { idle: [], queue: [], running: new Map() };
    // One core is left to the event loop: with a worker on every core, a burst of sign-ins took CPU from every page
    // being rendered (a soak on 2 cores: pages at seconds while two workers hashed).
    const size = Math.max(1, Math.min(4, availableParallelism() - 1));
    for (let i = 0; i < size; i++) created.idle.push(startWorker(created));
    return created;
  });
}

function startWorker(p: Pool): Worker {
  const worker = new Worker(WORKER_SOURCE, { eval: true });
  worker.unref(); // never keeps the process alive
  worker.on("message", (message: { result?: string | boolean; error?: string }) => {
    const job = p.running.get(worker);
    p.running.delete(worker);
    if (job) {
      if (message.error !== undefined) job.reject(new Error(message.error));
      else job.resolve(message.result!);
    }
    next(p, worker);
  });
  worker.on("error", (err) => {
    const job = p.running.get(worker);
    p.running.delete(worker);
    job?.reject(err);
    next(p, startWorker(p)); // replace a crashed worker
  });
  return worker;
}

function next(p: Pool, worker: Worker) {
  const job = p.queue.shift();
  if (!job) {
    p.idle.push(worker);
    return;
  }
  p.running.set(worker, job);
  worker.postMessage({ id: 0, op: job.op, password: job.password, saltOrHash: job.saltOrHash });
}

/**
 * Jobs that may wait for a worker. Beyond that the answer is 503 with Retry-After at once: an unbounded queue would
 * turn a burst of sign-ins into minutes of waiting for everyone (and memory for the attacker's requests).
 */
let queueLimit = 64;
/** Tests set a small queue; the default suits a few workers at a few hundred milliseconds a job. */
export function setHashQueueLimit(limit: number): void {
  queueLimit = limit;
}
export const BUSY_MESSAGE = "The server is busy. Please try again in a moment.";
let jobsStarted = 0;
/** How many bcrypt jobs have been accepted since the process started (tests prove cheap checks come first). */
export const hashJobsStarted = () => jobsStarted;

function run<T extends string | boolean>(op: Job["op"], password: string, saltOrHash: string | number): Promise<T> {
  const p = pool();
  if (p.idle.length === 0 && p.queue.length >= queueLimit) return Promise.reject(new ApiError("unavailable", BUSY_MESSAGE, { retryAfterSeconds: 2 }));
  jobsStarted++;
  return new Promise<T>((resolve, reject) => {
    p.queue.push({ op, password, saltOrHash, resolve: resolve as Job["resolve"], reject });
    const worker = p.idle.pop();
    if (worker) next(p, worker);
  });
}

/** bcrypt, cost 12, in a worker thread. */
export function hashPassword(password: string): Promise<string> {
  return run<string>("hash", password, BCRYPT_COST);
}

// A real hash of a random string: comparing against it costs what a real check costs.
const DUMMY_HASH = "$2b$12$11qxVgCVnyoBot8LycIss.vOZTCttE3ozWg3ggY2sFoC3UiWtj5Ia";

/** Compares a password with a stored hash; with no hash it still spends the same time, then says no. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const matches = await run<boolean>("compare", password, hash ?? DUMMY_HASH);
  return Boolean(hash) && matches;
}

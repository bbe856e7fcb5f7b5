// npm run soak -- --minutes N [--rate R]: the production server under steady, mixed traffic (browse, enquire,
// register, sign in, My Learning, the staff inbox and course edits) on the loopback interface, with its mail and SMS caught by local
// sinks. Prints, per minute, the operations done, the errors, p99 latency and the server's resident memory, and
// exits 1 if any operation failed. Bounded: it stops by itself after N minutes.
import { startSinks } from "../e2e/support/sinks";
import { freePort, startServer } from "./support/serve";
import { soakClient } from "./support/soak-client";
import { driveLoad, watchServer, type LoadResult, type ServerWatch } from "./support/soak-load";
import { soakScenarios } from "./support/soak-scenarios";
import { memorySlope } from "./support/soak-stats";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const MINUTES = option("minutes", 2);
const RATE = option("rate", 20); // operations started per second
const STAFF = { email: "soak.staff@example.com", name: "Soak Staff", password: "Soak!staff-Pass9" };
const LEARNER_PASSWORD = "Soak!learner-Pass9";

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0);
};
const p99 = (values: number[]) => percentile(values, 0.99);

/** The tables and lines the soak prints; true when no operation failed. */
function report({ minutes, perKind, failures }: LoadResult, watch: ServerWatch, elapsed: number): boolean {
  const { memory } = watch;
  console.table(
    minutes.map((m, i) => ({
      minute: i + 1,
      operations: m.ops,
      errors: m.errors,
      "p99 ms": p99(m.latencies),
      "server MB at end": memory[i + 1] ?? memory.at(-1),
    })),
  );
  console.table(
    [...perKind].map(([kind, latencies]) => ({ operation: kind, count: latencies.length, "p50 ms": percentile(latencies, 0.5), "p99 ms": p99(latencies) })),
  );
  const totalErrors = minutes.reduce((sum, m) => sum + m.errors, 0);
  const soakCpu = (watch.soakCpu.user + watch.soakCpu.system) / 1e6;
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(
    `CPU: the server ${watch.serverCpu.toFixed(1)} s (${Math.round((100 * watch.serverCpu) / elapsed)} % of a core), this load generator and its mail and SMS sinks ${soakCpu.toFixed(1)} s, over ${elapsed.toFixed(0)} s.`,
  );
  out(`Server memory: ${memory[0]} MB at start, ${memory.at(-1)} MB at the end (${memory.join(" → ")}).`);
  const slope = memorySlope(watch.trend, MINUTES * 60);
  out(
    `Server memory slope over the last two thirds (minute ${slope.fromMinute} to ${slope.toMinute}, ${slope.samples} readings): ${slope.mbPerMinute >= 0 ? "+" : ""}${slope.mbPerMinute} MB/min.`,
  );
  out(`p99 per operation: ${[...perKind].map(([kind, latencies]) => `${kind} ${p99(latencies)} ms`).join(", ")}.`);
  out(`${totalErrors} errors in ${minutes.reduce((sum, m) => sum + m.ops, 0)} operations.`);
  for (const failure of failures) out(`  ${failure}`);
  return totalErrors === 0;
}

async function main() {
  if (!Number.isFinite(MINUTES) || MINUTES <= 0 || MINUTES > 240) throw new Error("--minutes must be between 0 and 240");
  const smtpPort = await freePort();
  const sinkPort = await freePort();
  const sink = `http://127.0.0.1:${sinkPort}`;
  const stopSinks = await startSinks(smtpPort, sinkPort);
  process.stdout.write(`Starting the production server (it builds first when the sources changed)…\n`);
  const server = await startServer({
    distDir: process.env.NEXT_DIST_DIR || ".next",
    staff: STAFF,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SMS_PROVIDER: "webhook",
      SMS_WEBHOOK_URL: `${sink}/sms`,
      // One client address sends everything: the per-address limits would measure themselves, not the server.
      RATE_LIMIT_SCALE: "0",
      LOG_LEVEL: "error",
    },
  });
  const scenarios = await soakScenarios(soakClient(server.base), {
    sink,
    staff: { email: STAFF.email, password: STAFF.password },
    learnerPassword: LEARNER_PASSWORD,
  });
  const startedAt = Date.now();
  process.stdout.write(`Soaking ${server.base} for ${MINUTES} min at ${RATE} operations/s…\n`);
  const watch = watchServer(server.pid, startedAt);
  const load = await driveLoad(scenarios, RATE, startedAt, startedAt + MINUTES * 60_000);
  const watched = watch.stop();
  await server.stop();
  await stopSinks();
  process.exit(report(load, watched, (Date.now() - startedAt) / 1000) ? 0 : 1);
}

main().catch((err: unknown) => {
  process.stderr.write(`soak failed: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});

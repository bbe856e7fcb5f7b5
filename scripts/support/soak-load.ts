// The soak's steady load: scenarios started at a fixed rate (never more than a bound in flight, so a server that
// falls behind shows as slowness rather than a pile-up), each one's latency and failure kept per minute and per
// kind; and the server's memory and CPU watched beside it.
import { cpuSeconds, residentMb } from "./serve";
import type { MemorySample } from "./soak-stats";
import type { Scenario } from "./soak-scenarios";

export interface Minute {
  ops: number;
  errors: number;
  latencies: number[];
}

export interface LoadResult {
  minutes: Minute[];
  failures: string[];
  perKind: Map<string, number[]>;
}

const MAX_IN_FLIGHT = 64;

function weightedChoice(scenarios: Scenario[]): () => Scenario {
  const totalWeight = scenarios.reduce((sum, [w]) => sum + w, 0);
  return () => {
    let r = Math.random() * totalWeight;
    for (const s of scenarios) if ((r -= s[0]) < 0) return s;
    return scenarios[0]!;
  };
}

/** Runs the scenarios at `rate` a second until `endAt`, then waits for those in flight. */
export async function driveLoad(scenarios: Scenario[], rate: number, startedAt: number, endAt: number): Promise<LoadResult> {
  const choose = weightedChoice(scenarios);
  const result: LoadResult = { minutes: [], failures: [], perKind: new Map() };
  let inFlight = 0;
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      if (Date.now() >= endAt) {
        clearInterval(tick);
        const drain = setInterval(() => inFlight === 0 && (clearInterval(drain), resolve()), 100);
        return;
      }
      if (inFlight >= MAX_IN_FLIGHT) return; // the server is behind: counted as slowness, not piled on
      const [, kind, run] = choose();
      const minute = Math.floor((Date.now() - startedAt) / 60_000);
      const bucket = (result.minutes[minute] ??= { ops: 0, errors: 0, latencies: [] });
      inFlight++;
      const t0 = performance.now();
      run()
        .catch((err: unknown) => {
          bucket.errors++;
          if (result.failures.length < 20) result.failures.push(`${kind}: ${(err as Error).message}`);
        })
        .finally(() => {
          inFlight--;
          bucket.ops++;
          const ms = performance.now() - t0;
          bucket.latencies.push(ms);
          if (!result.perKind.has(kind)) result.perKind.set(kind, []);
          result.perKind.get(kind)!.push(ms);
        });
    }, 1000 / rate);
  });
  return result;
}

export interface ServerWatch {
  /** A reading at each minute, for the table. */
  memory: number[];
  /** A reading every 5 s, for the trend (memorySlope). */
  trend: MemorySample[];
  serverCpu: number;
  soakCpu: NodeJS.CpuUsage;
}

/** Watches the server's memory (and, at the end, where the machine's CPU went: the server or this generator). */
export function watchServer(pid: number, startedAt: number): { stop(): ServerWatch } {
  const memory = [residentMb(pid)];
  const trend: MemorySample[] = [{ seconds: 0, mb: memory[0]! }];
  const memoryTimer = setInterval(() => memory.push(residentMb(pid)), 60_000);
  const trendTimer = setInterval(() => trend.push({ seconds: (Date.now() - startedAt) / 1000, mb: residentMb(pid) }), 5_000);
  // The box has few cores, and the server and this load generator share them.
  const cpuAtStart = { server: cpuSeconds(pid), soak: process.cpuUsage() };
  return {
    stop() {
      clearInterval(memoryTimer);
      clearInterval(trendTimer);
      memory.push(residentMb(pid));
      trend.push({ seconds: (Date.now() - startedAt) / 1000, mb: memory.at(-1)! });
      return { memory, trend, serverCpu: cpuSeconds(pid) - cpuAtStart.server, soakCpu: process.cpuUsage(cpuAtStart.soak) };
    },
  };
}

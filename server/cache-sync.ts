import "server-only";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { clearCache, invalidateLocally, setInvalidationBroadcast } from "../lib/cache";
import { log } from "../lib/log";

const CHANNEL = "tp_cache_invalidation";
const RECONNECT_MS = 1_000;

export interface CacheSync {
  /** Tells the other instances to drop what depends on `tags`. */
  publish(tags: readonly string[]): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Several instances on one PostgreSQL server: each caches the catalogue in memory, so a change made through one
 * must reach the others. Every invalidation is announced with NOTIFY and every instance LISTENs on a connection
 * of its own, dropping the same tags within milliseconds. If that connection drops, messages may have been
 * missed: the whole cache is cleared and the connection comes back. (The embedded database is one process:
 * nothing to tell.)
 */
export async function startCacheSync(
  url: string,
  options: { instanceId?: string; onRemote?: (tags: readonly string[]) => void; register?: boolean } = {},
): Promise<CacheSync> {
  const instanceId = options.instanceId ?? randomUUID();
  const onRemote = options.onRemote ?? invalidateLocally;
  const publisher = new pg.Pool({ connectionString: url, max: 1, application_name: "training-portal-cache" });
  publisher.on("error", (err) => log.warn("cache sync: publisher connection lost", { err }));
  let listener: pg.Client | undefined;
  let stopped = false;

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, application_name: "training-portal-cache" });
    client.on("notification", (message) => {
      try {
        const { from, tags } = JSON.parse(message.payload ?? "{}") as { from?: string; tags?: string[] };
        if (from !== instanceId && Array.isArray(tags)) onRemote(tags);
      } catch (err) {
        log.warn("cache sync: unreadable message", { err });
      }
    });
    const reconnect = (err?: unknown) => {
      if (stopped || listener !== client) return;
      listener = undefined;
      log.warn("cache sync: connection lost; clearing the cache and reconnecting", { err });
      clearCache();
      setTimeout(() => void listen().catch((e: unknown) => reconnect(e)), RECONNECT_MS).unref();
    };
    client.on("error", reconnect);
    client.on("end", () => reconnect());
    listener = client;
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (err) {
      reconnect(err);
      throw err;
    }
  };
  await listen();

  const publish = async (tags: readonly string[]) => {
    await publisher.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify({ from: instanceId, tags })]);
  };
  if (options.register !== false) {
    setInvalidationBroadcast((tags) => void publish(tags).catch((err: unknown) => log.warn("cache sync: could not announce an invalidation", { err, tags })));
  }
  return {
    publish,
    async stop() {
      stopped = true;
      if (options.register !== false) setInvalidationBroadcast(undefined);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
      await publisher.end();
    },
  };
}

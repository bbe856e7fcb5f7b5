// npm start: apply migrations, fill an empty catalogue with the demo content, build if needed, serve.
// One process: the embedded database may only be opened once, and the app bundle shares this handle.
import http from "node:http";
import path from "node:path";
import { closeDatabase, DatabaseLockedError, openDatabase, setDatabase } from "../db";
import { runMigrations } from "../db/migrate";
import { catalogueIsEmpty, seedDemoContent } from "../db/seed";
import { env, EnvError } from "../lib/env";
import { CLIENT_IP_HEADER } from "../lib/http/client-ip";
import { startBackgroundJobs } from "../lib/jobs";
import { log } from "../lib/log";
import { ensureBuild } from "./support/build";
import { loadSessionSecret } from "./support/secrets";

const root = path.resolve(import.meta.dirname, "..");
const dev = process.argv.includes("--dev");

async function main() {
  (process.env as Record<string, string>).NODE_ENV = dev ? "development" : "production";
  const config = env();
  loadSessionSecret(config);

  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE });
  setDatabase(handle);
  log.info("database opened", { engine: handle.engine, dataDir: handle.engine === "pglite" ? config.DATA_DIR : undefined });
  await runMigrations(handle);
  log.info("migrations applied");
  if (config.DEMO_CONTENT && (await catalogueIsEmpty())) {
    const report = await seedDemoContent();
    log.info("demo catalogue loaded", { report });
  }

  if (!dev) await ensureBuild(root);

  const { default: next } = await import("next");
  const app = next({ dev, dir: root, port: config.PORT, hostname: "localhost" });
  await app.prepare();
  const handleRequest = app.getRequestHandler();

  let draining = false;
  const server = http.createServer((req, res) => {
    const started = performance.now();
    // Only the server may say where a request came from: drop any copy a client sent.
    delete req.headers[CLIENT_IP_HEADER];
    req.headers[CLIENT_IP_HEADER] = req.socket.remoteAddress ?? "unknown";
    if (draining) res.setHeader("Connection", "close");
    res.on("finish", () => {
      const url = req.url ?? "/";
      if (url.startsWith("/_next/") || url.startsWith("/images/")) return;
      log.info("request", { method: req.method, path: url.split("?")[0], status: res.statusCode, ms: Math.round(performance.now() - started) });
    });
    handleRequest(req, res).catch((err: unknown) => {
      log.error("request failed", { err, path: req.url });
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end();
      }
    });
  });
  server.keepAliveTimeout = 10_000;
  await new Promise<void>((resolve) => server.listen(config.PORT, resolve));
  log.info("listening", { url: config.APP_URL, port: config.PORT, mode: dev ? "development" : "production" });
  const stopJobs = startBackgroundJobs();

  // SIGTERM: stop taking connections, let in-flight requests finish, then exit 0.
  const shutdown = (signal: string) => {
    if (draining) return;
    draining = true;
    log.info("shutting down", { signal });
    const force = setTimeout(() => server.closeAllConnections(), 25_000);
    force.unref();
    server.close(async () => {
      await stopJobs();
      await closeDatabase();
      log.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err: unknown) => {
  if (err instanceof EnvError || err instanceof DatabaseLockedError) {
    log.error(err.message);
    process.stderr.write(`\n${err.message}\n\n`);
  } else {
    log.error("failed to start", { err });
  }
  process.exit(1);
});

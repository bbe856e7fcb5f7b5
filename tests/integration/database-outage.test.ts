import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { GET as readyz } from "@/app/readyz/route";
import { GET as getCategories } from "@/app/api/category/getAllCategory/route";
import { openDatabase, setDatabase, type DatabaseHandle } from "@/db";
import { clearCache } from "@/lib/cache";
import { call } from "../helpers/http";
import { testEngine } from "../setup/engine";
import { testDatabase, testDatabaseUrl } from "../setup/database";

/** A TCP proxy in front of PostgreSQL that a test can cut (as a server crash does) and restore. */
function cuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  return {
    listen,
    get port() {
      return port;
    },
    async cut() {
      const closed = new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}

describe.runIf(testEngine() === "postgres")("the PostgreSQL pool survives a database restart (security.md, Reliability)", () => {
  let handle: DatabaseHandle | undefined;
  afterAll(async () => {
    setDatabase(testDatabase());
    await handle?.close();
  });

  it("fails fast with 503 while the server is gone and recovers without a restart", async () => {
    const target = new URL(testDatabaseUrl()!);
    const proxy = cuttableProxy(target);
    await proxy.listen();
    const viaProxy = new URL(target);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    handle = await openDatabase({ url: viaProxy.toString(), poolSize: 2 });
    setDatabase(handle);

    expect((await call(readyz)).status).toBe(200);
    expect((await call(getCategories)).status).toBe(200);

    await proxy.cut();
    clearCache();
    const started = Date.now();
    const down = await call(readyz);
    const data = await call(getCategories);
    expect(down.status).toBe(503);
    expect(data.status).toBe(503);
    expect(data.json).toMatchObject({ success: false });
    expect(Date.now() - started).toBeLessThan(5_000);

    await proxy.listen();
    expect((await call(readyz)).status).toBe(200);
    expect((await call(getCategories)).status).toBe(200);
  });
});

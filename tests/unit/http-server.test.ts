import { afterEach, describe, expect, it } from "vitest";
import { createAppServer, type AppServer } from "@/server/http-server";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";

let app: AppServer | undefined;
afterEach(async () => {
  if (app?.server.listening) await app.drain(100);
});

describe("the app server (api.md §6)", () => {
  it("on drain, finishes the request in flight, refuses new connections, then resolves", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    app = createAppServer(async (_req, res) => {
      await gate;
      res.end("done");
    });
    const port = await app.listen(0, "127.0.0.1");
    const inFlight = fetch(`http://127.0.0.1:${port}/slow`);
    await new Promise((r) => setTimeout(r, 100));

    let drained = false;
    const draining = app.drain().then(() => (drained = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(drained).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/new`)).rejects.toThrow();

    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("done");
    await draining;
    expect(drained).toBe(true);
  });

  it("replaces a client-sent address header with the socket's", async () => {
    let seen: string | string[] | undefined;
    app = createAppServer(async (req, res) => {
      seen = req.headers[CLIENT_IP_HEADER];
      res.end();
    });
    const port = await app.listen(0, "127.0.0.1");
    await fetch(`http://127.0.0.1:${port}/`, { headers: { [CLIENT_IP_HEADER]: "6.6.6.6" } });
    expect(seen).toBe("127.0.0.1");
  });
});

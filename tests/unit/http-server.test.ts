import net from "node:net";
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

  it("on drain, answers a request that arrives on a connection accepted before it, then closes that connection", async () => {
    app = createAppServer(async (_req, res) => {
      res.end("answered");
    });
    const port = await app.listen(0, "127.0.0.1");
    // A proxy's fresh connection: accepted, its request not yet sent. It must not be reset as an idle one.
    const accepted = new Promise((r) => app!.server.once("connection", r));
    const socket = net.connect(port, "127.0.0.1");
    await accepted;
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    const closed = new Promise<boolean>((r) => socket.once("close", r));
    socket.on("error", () => undefined);

    // drain() stops listening and closes idle connections before it returns: the request comes after both.
    const draining = app.drain(5_000);
    socket.write("GET /late HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(await closed).toBe(false); // closed by the server after its answer, not reset
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toMatch(/\r\nConnection: close\r\n/i);
    expect(received.endsWith("answered")).toBe(true);
    await draining;
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

import http from "node:http";
import { CLIENT_IP_HEADER } from "../lib/http/client-ip";
import { log, loggablePath } from "../lib/log";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

export interface AppServer {
  server: http.Server;
  listen(port: number, host?: string): Promise<number>;
  /** Stops taking connections and resolves once every in-flight request has finished. */
  drain(forceAfterMs?: number): Promise<void>;
}

/** The HTTP server around the app: client address from the socket, a JSON log line a request, draining on demand. */
export function createAppServer(handle: Handler): AppServer {
  let draining = false;
  const inFlight = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    inFlight.add(res);
    res.on("close", () => inFlight.delete(res));
    const started = performance.now();
    // Only the server may say where a request came from: drop any copy a client sent.
    delete req.headers[CLIENT_IP_HEADER];
    req.headers[CLIENT_IP_HEADER] = req.socket.remoteAddress ?? "unknown";
    if (draining) res.setHeader("Connection", "close");
    res.on("finish", () => {
      const url = req.url ?? "/";
      if (url.startsWith("/_next/") || url.startsWith("/images/")) return;
      log.info("request", { method: req.method, path: loggablePath(url), status: res.statusCode, ms: Math.round(performance.now() - started) });
    });
    handle(req, res).catch((err: unknown) => {
      log.error("request failed", { err, path: loggablePath(req.url) });
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end();
      }
    });
  });
  // Idle keep-alive sockets stay open longer than clients keep theirs (Node's agents 5 s, browsers and proxies up
  // to 60 s), so the client closes first. At 10 s a client reusing a socket as the server closed it got
  // ECONNRESET (a flaky journey in CI). The headers timeout must outlast it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  return {
    server,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => resolve((server.address() as { port: number }).port));
      });
    },
    drain(forceAfterMs = 25_000) {
      draining = true;
      // Answers already under way close their connection once sent, so keep-alive can't hold the server open.
      for (const res of inFlight) {
        if (!res.headersSent) res.setHeader("Connection", "close");
        else res.on("finish", () => res.socket?.end());
      }
      return new Promise((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), forceAfterMs);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        // Idle keep-alive connections would hold close() open; busy ones close after their answer.
        server.closeIdleConnections();
      });
    },
  };
}

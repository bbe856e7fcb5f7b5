import http from "node:http";

/** Methods nginx passes to the next server after an error even once the request was sent (not non_idempotent). */
const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE", "TRACE"]);

/**
 * The small load balancer of the multi-instance journeys (two-instances.spec.ts, faults.spec.ts): round robin over
 * `ports`, and nginx's default `proxy_next_upstream error timeout` (nginx.org/en/docs/http/ngx_http_proxy_module.html):
 * - a refused connection goes to the next instance (the request was never received);
 * - an error before the answer's header sends an idempotent request (GET, HEAD, …) to the next instance too, but a
 *   POST or PATCH that was sent is not passed on (nginx ≥ 1.9.13 without `non_idempotent`): the client gets a 502.
 * Each answer names the instance that gave it in `x-instance`.
 */
export function startRoundRobinProxy(ports: readonly number[], listenPort: number): Promise<http.Server> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const attempt = (tries: number) => {
        const port = ports[next++ % ports.length]!;
        // A new connection each time (agent: false): no idle keep-alive socket to an instance that is draining.
        const upstream = http.request({ host: "127.0.0.1", port, method: req.method, path: req.url, headers: req.headers, agent: false }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-instance": String(port) });
          // The header goes to the client as soon as the instance sent it, as nginx does: Node would hold it until
          // the first byte of the body, and an instance killed in between would leave the client no status at all.
          res.flushHeaders();
          // An instance killed mid-answer resets the connection: the client sees a cut answer, as behind nginx.
          answer.on("error", () => res.destroy());
          answer.pipe(res);
        });
        upstream.on("error", (err: NodeJS.ErrnoException) => {
          const retry = err.code === "ECONNREFUSED" || IDEMPOTENT.has(req.method ?? "GET");
          if (retry && tries < ports.length && !res.headersSent) return attempt(tries + 1);
          if (!res.headersSent) res.writeHead(502);
          res.end(String(err));
        });
        upstream.end(body);
      };
      attempt(1);
    });
  });
  return new Promise((resolve) => server.listen(listenPort, "127.0.0.1", () => resolve(server)));
}

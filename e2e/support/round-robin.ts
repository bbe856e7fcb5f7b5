import http from "node:http";

/**
 * The small load balancer of the multi-instance journeys (two-instances.spec.ts, faults.spec.ts): round robin over
 * `ports`, and, like nginx's proxy_next_upstream, a refused connection goes to the next instance (the request was
 * never received). Each answer names the instance that gave it in `x-instance`.
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
          // An instance killed mid-answer resets the connection: the client sees a cut answer, as behind nginx.
          answer.on("error", () => res.destroy());
          answer.pipe(res);
        });
        upstream.on("error", (err: NodeJS.ErrnoException) => {
          if (err.code === "ECONNREFUSED" && tries < ports.length) return attempt(tries + 1);
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

/** Which engine the integration tests run on: PGlite unless TEST_ENGINE=postgres (with TEST_DATABASE_URL). */
export function testEngine(): "pglite" | "postgres" {
  return process.env.TEST_ENGINE === "postgres" ? "postgres" : "pglite";
}

/** Tests create and drop databases: refuse anything but a server on this machine. */
export function assertLocalDatabase(url: string): void {
  const host = new URL(url).hostname;
  if (!["localhost", "127.0.0.1", "::1", "[::1]", ""].includes(host)) {
    throw new Error(`Refusing to run tests against a non-local database (${host}). Point TEST_DATABASE_URL at a local server.`);
  }
}

export function databaseUrlWithName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

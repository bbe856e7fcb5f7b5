import "server-only";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * Where a developer may read an SMS or a mail that no provider sends. api.md says the console SMS provider
 * shows the text; security.md says a code or a live link never appears in a log line. Both hold because the text
 * never goes through lib/log (the JSON log on stdout that is collected and shipped): it is written to stderr, a
 * developer's terminal, and only when the server is evidently a developer's own run: NODE_ENV is not
 * production, or APP_URL is a loopback origin (`npm start` on a laptop). A deployment with a real APP_URL and no
 * provider refuses to send instead, and logs why.
 */
export function developerChannelAllowed(nodeEnv = process.env.NODE_ENV, appUrl = process.env.APP_URL): boolean {
  if (nodeEnv !== "production") return true;
  try {
    return LOOPBACK_HOSTS.has(new URL(appUrl ?? "http://localhost").hostname);
  } catch {
    return false;
  }
}

/** Writes a message for the developer at the terminal (stderr, never the JSON log). */
export const writeToDeveloper = (text: string) => process.stderr.write(text);

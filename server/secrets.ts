import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Env } from "../lib/env";
import { log } from "../lib/log";

/**
 * SESSION_SECRET, or with the embedded database a secret generated once into DATA_DIR (mode 600),
 * so sessions survive restarts without any setup. Exported into process.env for the app bundle.
 */
export function loadSessionSecret(config: Env): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = path.join(config.DATA_DIR, "session-secret");
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
    log.info("generated a session secret", { file });
  }
  const secret = fs.readFileSync(file, "utf8").trim();
  process.env.SESSION_SECRET = secret;
  config.SESSION_SECRET = secret;
  return secret;
}

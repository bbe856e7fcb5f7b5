// The serving entry points fix NODE_ENV before React loads (server/node-env.ts). Set later, in main(), the
// background jobs got React's development JSX runtime and the production react-dom/server (@react-email/render
// loads it at the first render): every mail a job rendered threw, so no waitlist offer and no certificate went out,
// while the same mails sent from a request (the Next bundle) worked.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const subjects = ["A seat is free: Ansible", "Your certificate: Ansible"];

/** Runs tests/fixtures/entry/render-mails.ts in a fresh Node process with `prelude` as its first import. */
function renderInChild(prelude: string | undefined, nodeEnv: string | undefined, extra: Record<string, string> = {}): { nodeEnv: string; results: string[] } {
  const env: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: "error", ...extra };
  delete env.NODE_ENV;
  delete env.ENTRY_PRELUDE;
  if (prelude) env.ENTRY_PRELUDE = path.join(root, prelude);
  if (nodeEnv) env.NODE_ENV = nodeEnv;
  const out = execFileSync(process.execPath, ["--import", "tsx", "--import", "./scripts/support/register.mjs", "tests/fixtures/entry/render-mails.ts"], {
    cwd: root,
    env: env as NodeJS.ProcessEnv,
    encoding: "utf8",
    timeout: 60_000,
  });
  return JSON.parse(/^RESULT (.*)$/m.exec(out)![1]!) as { nodeEnv: string; results: string[] };
}

/** The module specifiers of a file's import statements, in order. */
const importsOf = (file: string) => [...readFileSync(path.join(root, file), "utf8").matchAll(/^import\s+(?:[^"';]+\s+from\s+)?"([^"]+)";/gm)].map((m) => m[1]);

describe("serving entry points and the mode React loads in", () => {
  it("npm start and npm run worker set the mode in their first import, and nowhere later", () => {
    expect(importsOf("server/main.ts")[0]).toBe("./node-env");
    expect(importsOf("server/worker.ts")[0]).toBe("./worker-env");
    for (const entry of ["server/main.ts", "server/worker.ts"]) expect(readFileSync(path.join(root, entry), "utf8")).not.toMatch(/NODE_ENV\s*[?|&]*=/);
  });

  it("with npm start's prelude, the jobs' mails render in production, whatever NODE_ENV the process was given", { timeout: 120_000 }, () => {
    for (const given of [undefined, "test"]) {
      expect(renderInChild("server/node-env.ts", given)).toEqual({ nodeEnv: "production", results: subjects });
    }
  });

  it("with npm run worker's prelude, the jobs' mails render", { timeout: 60_000 }, () => {
    expect(renderInChild("server/worker-env.ts", undefined)).toEqual({ nodeEnv: "production", results: subjects });
  });

  it("sees the failure when the mode is set after React has loaded (what npm start did)", { timeout: 60_000 }, () => {
    const { results } = renderInChild(undefined, undefined, { ENTRY_LATE_MODE: "1" });
    expect(results.every((r) => r.startsWith("failed: "))).toBe(true);
  });
});

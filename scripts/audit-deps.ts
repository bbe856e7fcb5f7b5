// CI's dependency audit: fails on a high or critical advisory in a production dependency. npm audit answers when the
// registry serves its advisory endpoint; where it does not (this project's registry answers 405), the production
// packages of package-lock.json are checked against scripts/support/advisories.json instead, and the output says so.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { findingsOf, type Advisory } from "./support/dependency-audit";

const root = path.resolve(import.meta.dirname, "..");

/** npm audit's counts of high and critical advisories, or undefined when the registry did not answer. */
function npmAudit(): { high: number; critical: number; report: string } | undefined {
  let output: string;
  try {
    output = execFileSync("npm", ["audit", "--omit=dev", "--json"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 120_000 });
  } catch (err) {
    // npm audit exits non-zero both when it finds something and when it cannot ask.
    output = String((err as { stdout?: string }).stdout ?? "");
  }
  let parsed: { metadata?: { vulnerabilities?: Record<string, number> }; error?: unknown; message?: string };
  try {
    parsed = JSON.parse(output) as typeof parsed;
  } catch {
    return undefined;
  }
  const counts = parsed.metadata?.vulnerabilities;
  if (!counts || parsed.error || parsed.message) return undefined;
  return { high: counts.high ?? 0, critical: counts.critical ?? 0, report: output };
}

const online = process.argv.includes("--offline") ? undefined : npmAudit();
if (online) {
  console.log(`npm audit (production dependencies): ${online.critical} critical, ${online.high} high`);
  if (online.high + online.critical > 0) {
    console.log(online.report);
    process.exit(1);
  }
  process.exit(0);
}

const list = JSON.parse(fs.readFileSync(path.join(root, "scripts/support/advisories.json"), "utf8")) as { updated: string; advisories: Advisory[] };
const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as Parameters<typeof findingsOf>[0];
const findings = findingsOf(lock, list.advisories, "high");
console.log(
  `npm audit: the registry does not serve the advisory endpoint; checked the production packages of package-lock.json ` +
    `against the ${list.advisories.length} advisories of scripts/support/advisories.json (updated ${list.updated}) instead`,
);
for (const f of findings) console.log(`  ${f.advisory.severity}: ${f.path}@${f.version} ${f.advisory.id} (fixed in ${f.advisory.fixed}): ${f.advisory.title}`);
if (findings.length) process.exit(1);
console.log("no high or critical advisory");

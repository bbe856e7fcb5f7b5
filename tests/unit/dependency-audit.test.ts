// The dependency audit CI runs (scripts/audit-deps.ts): its offline check, and the project's own lockfile passing it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compareVersions, findingsOf, type Advisory } from "@/scripts/support/dependency-audit";

const root = path.resolve(import.meta.dirname, "../..");
const list = JSON.parse(fs.readFileSync(path.join(root, "scripts/support/advisories.json"), "utf8")) as { advisories: Advisory[] };
const advisory = (over: Partial<Advisory>): Advisory => ({
  id: "GHSA-test",
  package: "mailer",
  severity: "high",
  introduced: "0.0.0",
  fixed: "9.1.0",
  title: "t",
  ...over,
});

describe("the offline dependency audit", () => {
  it.each([
    ["7.0.13", "9.1.0", -1],
    ["9.1.0", "9.1.0", 0],
    ["10.6.1", "9.1.0", 1],
    ["2.17.10", "2.17.6", 1],
    ["9.1.0-beta.1", "9.1.0", -1],
    ["1.2", "1.2.0", 0],
  ])("%s against %s is %i", (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it("flags a production package in an advisory's range, and no dev package, fixed version or lesser severity", () => {
    const lock = {
      packages: {
        "": { version: "0.1.0" },
        "node_modules/mailer": { version: "7.0.13" },
        "node_modules/a/node_modules/mailer": { version: "9.1.0" },
        "node_modules/devtool": { version: "1.0.0", dev: true },
        "node_modules/quiet": { version: "1.0.0" },
      },
    };
    const advisories = [advisory({}), advisory({ package: "devtool", fixed: "2.0.0" }), advisory({ package: "quiet", severity: "moderate", fixed: "2.0.0" })];
    expect(findingsOf(lock, advisories, "high").map((f) => `${f.path}@${f.version}`)).toEqual(["node_modules/mailer@7.0.13"]);
  });

  it("finds no high or critical advisory in this project's production dependencies", () => {
    const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as Parameters<typeof findingsOf>[0];
    expect(findingsOf(lock, list.advisories, "high").map((f) => `${f.path}@${f.version} ${f.advisory.id}`)).toEqual([]);
    // Nor the moderate ones known for the mailer.
    expect(findingsOf(lock, list.advisories, "moderate").map((f) => `${f.path}@${f.version} ${f.advisory.id}`)).toEqual([]);
  });
});

// The Node.js lines the app runs on (Node 20 reached its end of life on 2026-04-30; 22 and 24 are the LTS lines):
// package.json's engines, the README, the image and CI must say the same.
import fs from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url);
const read = (file: string) => fs.readFileSync(new URL(file, root), "utf8");
const ENGINES = "^20.19.0 || ^22.13.0 || >=24";

describe("the supported Node.js lines", () => {
  it("package.json's engines are 20.19+, 22.13+ and 24 on", () => {
    expect((JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node).toBe(ENGINES);
  });

  it("the README names them", () => {
    expect(read("README.md")).toContain("Needs Node.js 24 or 22 (22.13 or later), or 20.19 or later on the 20 line");
  });

  it("every stage of the image is built on Node 24", () => {
    const from = read("Dockerfile")
      .split("\n")
      .filter((line) => line.startsWith("FROM "));
    expect(from.length).toBeGreaterThan(0);
    for (const line of from) expect(line).toMatch(/^FROM node:24-bookworm-slim( AS \w+)?$/);
  });

  it("CI runs the unit and integration tests on Node 24 as well as on the machine's Node", () => {
    const ci = read(".ci/run");
    expect(ci).toMatch(/node@24/);
    expect(ci).toMatch(/vitest run --project unit/);
  });
});

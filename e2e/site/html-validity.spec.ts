import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { expect, test } from "../support/test";
import { allPublicPages } from "./helpers";

// Issue 26: the Nu HTML checker (the vnu-jar package's vnu.jar, on the machine's Java) finds no error in the HTML
// of any public page or auth page.
const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");

test("the Nu HTML checker finds no error on the public pages and the auth pages", async ({ page }) => {
  test.setTimeout(120_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tp-vnu-"));
  try {
    const pages = [...(await allPublicPages(page)), "/auth/login", "/auth/register"];
    const files = new Map<string, string>();
    for (const [i, pagePath] of pages.entries()) {
      const file = path.join(dir, `${i}.html`);
      fs.writeFileSync(file, await (await page.request.get(pagePath)).text());
      files.set(`file:${file}`, pagePath);
    }
    // One JVM for every page; the report is JSON on stderr, and the exit code is 1 when it finds an error.
    let report = "";
    try {
      execFileSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...[...files.keys()].map((f) => f.slice(5))], { stdio: "pipe" });
    } catch (err) {
      report = String((err as { stderr?: Buffer }).stderr ?? err);
    }
    const messages = report ? (JSON.parse(report) as { messages: { url: string; message: string; extract?: string }[] }).messages : [];
    expect(messages.map((m) => `${files.get(m.url) ?? m.url}: ${m.message} ${m.extract ?? ""}`)).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

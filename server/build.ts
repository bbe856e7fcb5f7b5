import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import readline from "node:readline";
import { stripVTControlCharacters } from "node:util";
import { log, readableLog } from "../lib/log";
import { precompressStatic } from "./static-assets";

const SOURCES = ["app", "components", "lib", "db", "public", "proxy.ts", "next.config.ts", "postcss.config.mjs", "package.json"];
const IGNORED = new Set(["node_modules", ".next", "data"]);

/** A fingerprint of everything the build reads (paths, sizes, modification times). */
export function sourceFingerprint(root: string): string {
  const hash = createHash("sha256");
  const visit = (rel: string) => {
    const full = path.join(root, rel);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(full);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) if (!IGNORED.has(name)) visit(path.join(rel, name));
    } else {
      hash.update(`${rel}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  SOURCES.forEach(visit);
  return hash.digest("hex");
}

const distDir = (root: string) => path.join(root, process.env.NEXT_DIST_DIR || ".next");
const fingerprintFile = (root: string) => path.join(distDir(root), "source-fingerprint");

/** Builds the app when no build is present or the sources changed since the last one. */
export async function ensureBuild(root: string): Promise<void> {
  const fingerprint = sourceFingerprint(root);
  const hasBuild = fs.existsSync(path.join(distDir(root), "BUILD_ID"));
  const previous = fs.existsSync(fingerprintFile(root)) ? fs.readFileSync(fingerprintFile(root), "utf8") : "";
  if (hasBuild && previous === fingerprint) return;
  log.info(hasBuild ? "sources changed since the last build: building" : "no build present: building the app (this takes a few minutes)");
  await runNextBuild(root);
  const compressed = precompressStatic(distDir(root));
  log.info("scripts and styles precompressed", compressed);
  fs.writeFileSync(fingerprintFile(root), fingerprint);
}

/**
 * Runs `next build`. At a terminal its output is shown as Next prints it (its own colours and route table); with the
 * log as JSON lines (a file, a process manager) it is summarised in one line, and on failure its last lines, without
 * escape codes, go into the error. It is never re-wrapped line by line into the log.
 */
export function runNextBuild(root: string): Promise<void> {
  const require = createRequire(import.meta.url);
  const nextBin = require.resolve("next/dist/bin/next");
  const atTerminal = readableLog();
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, "build"], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
      stdio: atTerminal ? ["ignore", "inherit", "inherit"] : ["ignore", "pipe", "pipe"],
    });
    const output: string[] = [];
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      readline.createInterface({ input: stream }).on("line", (line) => {
        const plain = stripVTControlCharacters(line).trimEnd();
        if (plain.trim()) output.push(plain);
        if (output.length > 400) output.shift();
      });
    }
    child.on("error", reject);
    child.on("exit", (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (code === 0) {
        const warnings = output.filter((line) => /\bwarn(ing)?\b/i.test(line));
        log.info("app built", { seconds, ...(warnings.length ? { warnings } : {}) });
        return resolve();
      }
      reject(new Error(`next build failed with exit code ${code}${output.length ? `:\n${output.slice(-40).join("\n")}` : ""}`));
    });
  });
}

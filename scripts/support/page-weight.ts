// What a first visit to a page downloads, measured in bytes, not time, so it holds on a busy machine:
// the HTML (and how much of it is React's inline payload), the JavaScript on the wire as a browser asks for it
// (brotli when the server has it), and the JavaScript's gzip size split into the framework's part (Next's root
// chunks, which every App Router page loads, and Next's and React's modules in the other chunks) and the site's
// own, named by module.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { startedScripts } from "../../server/page-cache-loader";

const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

/** The raw answer, undecoded, as it travelled (fetch would decode it). */
export function getRaw(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      // A fresh connection each time: a kept-alive one idle through a Lighthouse run can be closed by the server just
      // as it is reused ("socket hang up").
      .get(url, { headers, agent: false }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (part: Buffer) => parts.push(part));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on("error", reject);
  });
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "br") return zlib.brotliDecompressSync(body);
  if (encoding === "gzip") return zlib.gunzipSync(body);
  if (encoding === "deflate") return zlib.inflateSync(body);
  return body;
}

const gzipSize = (bytes: Buffer | string) => zlib.gzipSync(bytes, { level: 9 }).length;

/**
 * Module ids → source paths, from the build's client reference manifests (the client components), and chunk →
 * the site's client components that need it (to name the modules they import, which the manifests don't list).
 */
function moduleNames(distDir: string): { names: Map<number, string>; users: Map<string, Set<string>> } {
  const names = new Map<number, string>();
  const users = new Map<string, Set<string>>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith("_client-reference-manifest.js")) {
        const text = fs.readFileSync(full, "utf8");
        // `<the global object>.__RSC_MANIFEST["/page"] = {…};` (Turbopack) or without the spaces (webpack).
        const json = /__RSC_MANIFEST\[[^\]]*\]\s*=\s*(\{[\s\S]*\})\s*;?\s*$/.exec(text)?.[1] ?? "{}";
        const manifest = JSON.parse(json) as { clientModules?: Record<string, { id: number | string; chunks: string[] }> };
        for (const [key, mod] of Object.entries(manifest.clientModules ?? {})) {
          const name = key.replace(/^\[project\]\//, "").replace(/ <.*$/, "");
          names.set(Number(mod.id), name);
          if (FRAMEWORK_MODULE.test(name)) continue;
          for (const chunk of mod.chunks) {
            if (!users.has(chunk)) users.set(chunk, new Set());
            users.get(chunk)!.add(path.basename(name));
          }
        }
      }
    }
  };
  visit(path.join(distDir, "server/app"));
  return { names, users };
}

/** Framework modules: Next's and React's own code, whatever chunk they sit in (and, unnamed, Next's CommonJS modules). */
const FRAMEWORK_MODULE = /^node_modules\/(next|react|react-dom|scheduler|@swc\/helpers)\//;

/** `Object.defineProperty(exports,"__esModule",{value:!0})`: the mark of an ES module compiled to CommonJS. */
const COMMONJS_MARK = /Object\.defineProperty\([\w$]+,"__esModule",\{value:!0\}\)/;

/**
 * A Turbopack chunk's modules and their raw sizes: the chunk is `push([script, id, factory, id, factory, …])`.
 * The boundaries are found by pattern (`,<id>,<arrow or function>{"use strict"`), good enough to name what a chunk holds.
 */
export function chunkModules(source: string): { id: number; bytes: number; commonJs: boolean }[] {
  // Every module's factory begins "use strict" (Turbopack's output), which a `,0,e=>` inside a module's code doesn't.
  const starts = [...source.matchAll(/,(\d{1,7}),(?=(?:\([\w$,]*\)|[\w$]+)=>\{"use strict"|function\s*\([\w$,]*\)\{"use strict")/g)].map((m) => ({
    id: Number(m[1]),
    at: m.index,
  }));
  return starts.map((start, i) => {
    const end = starts[i + 1]?.at ?? source.length;
    // Next's own modules are CommonJS (its dist folder); the site's, and the ES libraries it uses, are not. A CommonJS
    // factory takes the module and its exports ((e,t,r)=>) and marks the exports "__esModule"; Next's dist often
    // first requires its `process` polyfill (`e.i(47167),`) or declares a hoisted function before doing so, which
    // the earlier test (the mark right after "use strict") missed: Link's helpers (formatUrl, DecodeError…) were
    // counted as the site's own code, 1.7 kB gzip on every page.
    const code = source.slice(start.at, end);
    return {
      id: start.id,
      bytes: end - start.at,
      commonJs: /^,\d+,(?:\([\w$]+,[\w$]+,[\w$]+\)=>|function\s*\([\w$]+,[\w$]+,[\w$]+\))\{"use strict";/.test(code) && COMMONJS_MARK.test(code),
    };
  });
}

export interface PageWeight {
  page: string;
  /** The HTML as sent, before compression, and what of it is React's inline payload (self.__next_f). */
  htmlBytes: number;
  payloadBytes: number;
  /** The HTML without its scripts: the markup the payload describes. */
  markupBytes: number;
  htmlBrBytes: number;
  /** Every first-load script as a browser gets it (brotli when the server has it). */
  jsTransferred: number;
  jsEncoding: string;
  frameworkGzip: number;
  siteGzip: number;
  /** The site's own first-load JS by module (gzip, each module's share of its chunk), largest first. */
  siteParts: { name: string; gzip: number }[];
}

export function createPageWeigher(base: string, distDir: string) {
  const buildManifest = JSON.parse(fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
  const rootFiles = new Set(buildManifest.rootMainFiles.map((f) => `/_next/${f}`));
  const { names, users } = moduleNames(distDir);

  return async function weigh(pagePath: string): Promise<PageWeight> {
    const page = await getRaw(`${base}${pagePath}`, { "accept-encoding": "identity" });
    if (page.status !== 200) throw new Error(`${pagePath} answered ${page.status}`);
    const html = page.body.toString("utf8");
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    const payloadBytes = inline.filter((m) => m[1]!.startsWith("self.__next_f")).reduce((n, m) => n + Buffer.byteLength(m[0]), 0);
    const markupBytes = Buffer.byteLength(html.replace(/<script\b[\s\S]*?<\/script>/g, ""));
    const sources = startedScripts(html);
    let jsTransferred = 0;
    let frameworkGzip = 0;
    let siteGzip = 0;
    const encodings = new Set<string>();
    const parts = new Map<string, number>();
    const chunks: { src: string; code: Buffer; gzip: number; modules: ReturnType<typeof chunkModules> }[] = [];
    for (const src of sources) {
      const answer = await getRaw(new URL(src, base).href, { "accept-encoding": BROWSER_ENCODINGS });
      jsTransferred += answer.body.length;
      encodings.add(String(answer.headers["content-encoding"] ?? "none"));
      const code = decode(answer.body, answer.headers["content-encoding"] as string | undefined);
      chunks.push({ src: src.split("?")[0]!, code, gzip: gzipSize(code), modules: chunkModules(code.toString("utf8")) });
    }
    // The site's client components this page loads: a chunk's unnamed modules are named by those among them that need it.
    const present = new Set(chunks.flatMap((c) => c.modules.map((m) => names.get(m.id)).filter((n) => n !== undefined)).map((n) => path.basename(n)));
    for (const { src, gzip, modules } of chunks) {
      if (rootFiles.has(src)) {
        frameworkGzip += gzip;
        continue;
      }
      // The chunk's gzip bytes shared out by its modules' raw sizes.
      const total = modules.reduce((n, m) => n + m.bytes, 0) || 1;
      for (const mod of modules) {
        const share = (gzip * mod.bytes) / total;
        const name = names.get(mod.id);
        if (name ? FRAMEWORK_MODULE.test(name) : mod.commonJs) frameworkGzip += share;
        else {
          siteGzip += share;
          const label =
            name ??
            `imports of ${
              [...(users.get(src) ?? [])]
                .filter((u) => present.has(u))
                .sort()
                .join(", ") || path.basename(src)
            }`;
          parts.set(label, (parts.get(label) ?? 0) + share);
        }
      }
      if (modules.length === 0) {
        siteGzip += gzip;
        parts.set(path.basename(src), gzip);
      }
    }
    const brotli = zlib.brotliCompressSync(page.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
    return {
      page: pagePath,
      htmlBytes: page.body.length,
      payloadBytes,
      markupBytes,
      htmlBrBytes: brotli,
      jsTransferred,
      jsEncoding: [...encodings].join("+"),
      frameworkGzip: Math.round(frameworkGzip),
      siteGzip: Math.round(siteGzip),
      siteParts: [...parts].map(([name, gzip]) => ({ name, gzip: Math.round(gzip) })).sort((a, b) => b.gzip - a.gzip),
    };
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The public pages a visitor lands on, the course and category ones from the demo catalogue. */
export async function publicPages(base: string): Promise<string[]> {
  const courses = (await (await fetch(`${base}/api/course/getAllCoursesForUser?page=1&pageSize=1`)).json()) as { data: { courseSlug: string }[] };
  const categories = (await (await fetch(`${base}/api/category/getAllCategory`)).json()) as { data: { categorySlug: string }[] };
  // Cloud, the demo's, when it exists (the page the journeys and earlier measurements use).
  const category = (categories.data.find((c) => c.categorySlug === "cloud") ?? categories.data[0]!).categorySlug;
  return [
    "/",
    "/training-courses",
    `/training-courses/category/${category}`,
    `/training-courses/course/${courses.data[0]!.courseSlug}`,
    "/contact",
    "/about-us",
    "/auth/login",
    "/auth/register",
  ];
}

/** One row a page for console.table. */
export function weightRow(w: PageWeight): Record<string, string> {
  return {
    page: w.page.length > 36 ? `${w.page.slice(0, 33)}…` : w.page,
    "HTML kB (br)": `${kb(w.htmlBytes)} (${kb(w.htmlBrBytes)})`,
    "payload / markup kB": `${kb(w.payloadBytes)} / ${kb(w.markupBytes)}`,
    "JS transferred kB": `${kb(w.jsTransferred)} ${w.jsEncoding}`,
    "framework JS gzip kB": kb(w.frameworkGzip),
    "site's own JS gzip kB": kb(w.siteGzip),
  };
}

/** The site's own first-load JS of each page, by module. */
export function siteParts(weights: PageWeight[]): string {
  return weights
    .map(
      (w) =>
        `${w.page}: ${kb(w.siteGzip)} kB\n${w.siteParts
          .filter((p) => p.gzip >= 100)
          .map((p) => `    ${kb(p.gzip).padStart(5)}  ${p.name}`)
          .join("\n")}`,
    )
    .join("\n");
}

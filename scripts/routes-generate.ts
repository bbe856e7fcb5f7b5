// npm run routes:generate: writes the route table (each route declared once) from what sits beside the
// routes themselves: each page folder's route.config.ts (lib/routes.ts) and each API route's contract
// (`cache: "public"` in defineRoute). Two files come out, one per floor:
//   lib/routes.generated.ts      data only (path templates): the page cache, proxy.ts and app/sitemap.ts read it;
//   app/api/routes.generated.ts  every route module of the API: app/api/registry.ts (OpenAPI, typed client).
// tests/unit/routes-generated.test.ts runs this in memory and fails when a committed file is stale.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RouteContract } from "../lib/http/contract";
import type { RouteTable, SegmentDeclaration, SitemapPage } from "../lib/routes";

export const GENERATED_DATA = "lib/routes.generated.ts";
export const GENERATED_MODULES = "app/api/routes.generated.ts";
export const REGENERATE = "npm run routes:generate";

/** The registry declares GET /api/openapi.json itself (the document lists every route); its file re-exports it. */
const DECLARED_BY_REGISTRY = new Set(["app/api/openapi.json/route.ts"]);
/** Next's metadata files served the same to every visitor, by their source and address. */
const PUBLIC_FILES: Record<string, string> = { "sitemap.ts": "/sitemap.xml", "robots.ts": "/robots.txt" };

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Every file under `dir` named `name`, relative to `root`, sorted. */
function filesNamed(root: string, dir: string, name: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === name) found.push(path.relative(root, full).split(path.sep).join("/"));
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return found.sort(byText);
}

/** The address of the folder of `file` (relative to root, under `app/`): route groups drop out, `[x]` stays. */
export function addressOf(appRelative: string): string {
  const segments = path.posix
    .dirname(appRelative)
    .split("/")
    .slice(1)
    .filter((s) => s !== "" && !/^\(.*\)$/.test(s));
  return `/${segments.join("/")}`;
}

function problem(file: string, message: string): never {
  throw new Error(`${file}: ${message}`);
}

async function readDeclaration(root: string, file: string): Promise<SegmentDeclaration> {
  const loaded = (await import(/* @vite-ignore */ pathToFileURL(path.join(root, file)).href)) as { default?: SegmentDeclaration };
  if (!loaded.default || typeof loaded.default !== "object") problem(file, "export default defineSegment({ … }) is missing");
  return loaded.default;
}

export interface GeneratedRoutes {
  table: RouteTable;
  /** The API's route modules, as paths relative to root. */
  apiModules: string[];
  /** The text of each generated file, by its path relative to root. */
  files: Record<string, string>;
}

/**
 * Reads the declarations under `root`/app. `api: false` skips the API (a fixture app with pages only): no module is
 * imported then.
 */
export async function generateRoutes(root = process.cwd(), options: { api?: boolean } = {}): Promise<GeneratedRoutes> {
  const appDir = path.join(root, "app");
  const publicPages: string[] = [];
  const pagedPages: string[] = [];
  const protectedPrefixes: string[] = [];
  const secretPages: string[] = [];
  const sitemapPages: SitemapPage[] = [];

  for (const file of filesNamed(root, appDir, "route.config.ts")) {
    const declared = await readDeclaration(root, file);
    const address = addressOf(file);
    const hasPage = ["page.tsx", "page.ts", "page.jsx", "page.js"].some((name) => fs.existsSync(path.join(root, path.dirname(file), name)));
    const dynamic = address.includes("[");
    if (address.includes("[...") || address.includes("[[")) problem(file, "a catch-all segment cannot be declared");
    if (declared.cache) {
      if (declared.cache !== "public") problem(file, `cache: "${String(declared.cache)}" is not a cache policy (only "public")`);
      if (!hasPage) problem(file, "cache is declared but the folder has no page");
      if (declared.access) problem(file, "a page for signed-in visitors can't be kept for everyone (cache with access)");
      publicPages.push(address);
      if (declared.pagedBy) pagedPages.push(address);
    } else if (declared.pagedBy) problem(file, 'pagedBy without cache: "public"');
    if (declared.access) protectedPrefixes.push(address);
    if (declared.secretInAddress) {
      if (!hasPage) problem(file, "secretInAddress is declared but the folder has no page");
      if (declared.cache || declared.sitemap) problem(file, "a page whose address holds a secret is neither kept for everyone nor listed in the sitemap");
      secretPages.push(address);
    }
    if (declared.sitemap) {
      if (!hasPage) problem(file, "a sitemap entry is declared but the folder has no page");
      if (dynamic) problem(file, "a page with a dynamic segment is listed in the sitemap from its data, not declared");
      sitemapPages.push({ path: address, priority: declared.sitemap.priority, changeFrequency: declared.sitemap.changeFrequency });
    }
  }

  const publicFiles = Object.entries(PUBLIC_FILES)
    .filter(([source]) => fs.existsSync(path.join(appDir, source)))
    .map(([, address]) => address);

  const apiModules: string[] = [];
  const publicApi: string[] = [];
  if (options.api !== false) {
    for (const file of filesNamed(root, appDir, "route.ts")) {
      if (DECLARED_BY_REGISTRY.has(file)) continue;
      const loaded = (await import(/* @vite-ignore */ pathToFileURL(path.join(root, file)).href)) as Record<string, unknown>;
      const contracts = Object.values(loaded)
        .filter((value): value is { contract: RouteContract } => typeof value === "function" && "contract" in value)
        .map((handler) => handler.contract);
      // A route file without a contract (a download, a redirect) is not part of the API.
      if (contracts.length === 0) continue;
      apiModules.push(file);
      for (const contract of contracts) {
        if (!contract.cache) continue;
        if (contract.method !== "GET" || contract.access !== "public")
          problem(file, `${contract.method} ${contract.path}: only a public GET can be cache: "public"`);
        publicApi.push(contract.path);
      }
    }
  }

  const sorted = (list: string[]) => [...new Set(list)].sort(byText);
  const table: RouteTable = {
    publicPages: sorted(publicPages),
    pagedPages: sorted(pagedPages),
    publicApi: sorted(publicApi),
    publicFiles: sorted(publicFiles),
    secretPages: sorted(secretPages),
    protectedPrefixes: sorted(protectedPrefixes),
    sitemapPages: [...sitemapPages].sort((a, b) => b.priority - a.priority || byText(a.path, b.path)),
  };
  const files: Record<string, string> = { [GENERATED_DATA]: dataModule(table) };
  if (options.api !== false) files[GENERATED_MODULES] = modulesModule(apiModules);
  return { table, apiModules, files };
}

const quote = (text: string) => JSON.stringify(text);
const list = (items: readonly string[]) => (items.length === 0 ? "[]" : `[\n${items.map((item) => `  ${item},\n`).join("")}]`);

function dataModule(table: RouteTable): string {
  return [
    `// Generated by scripts/routes-generate.ts from app/**/route.config.ts and the API's route contracts: do not edit,`,
    `// run \`${REGENERATE}\`. Data only (path templates), for server/page-cache.ts, proxy.ts and app/sitemap.ts.`,
    `import type { RouteTable } from "./routes";`,
    ``,
    `export const routeTable: RouteTable = {`,
    ...(Object.keys(table) as (keyof RouteTable)[]).map((key) => {
      const values =
        key === "sitemapPages"
          ? table.sitemapPages.map((p) => `{ path: ${quote(p.path)}, priority: ${p.priority}, changeFrequency: ${quote(p.changeFrequency)} }`)
          : (table[key] as readonly string[]).map(quote);
      return `  ${key}: ${list(values).replace(/\n/g, "\n  ")},`;
    }),
    `};`,
    ``,
  ].join("\n");
}

/** `app/api/admin/trainings/[id]/route.ts` → `apiAdminTrainingsByIdRoute`-like names, without the "Route". */
function identifierOf(file: string): string {
  const words = path.posix
    .dirname(file)
    .split("/")
    .slice(1)
    .filter((s) => !/^\(.*\)$/.test(s))
    .flatMap((s) => (/^\[.+\]$/.test(s) ? ["by", ...s.slice(1, -1).split(/[^A-Za-z0-9]+/)] : s.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  return words.map((w, i) => (i === 0 ? w[0]!.toLowerCase() + w.slice(1) : w[0]!.toUpperCase() + w.slice(1))).join("");
}

function modulesModule(files: string[]): string {
  const names = files.map(identifierOf);
  const seen = new Set<string>();
  for (const [i, name] of names.entries()) {
    if (seen.has(name)) problem(files[i]!, `two route modules would both be named ${name}`);
    seen.add(name);
  }
  const from = (file: string) => {
    const relative = path.posix.relative("app/api", file.replace(/\.ts$/, ""));
    return relative.startsWith(".") ? relative : `./${relative}`;
  };
  return [
    `// Generated by scripts/routes-generate.ts: every route module of the API (each route.ts under app/ that declares`,
    `// its handlers with defineRoute). Do not edit: run \`${REGENERATE}\` after adding or removing a route file.`,
    ...files.map((file, i) => `import * as ${names[i]} from ${quote(from(file))};`),
    ``,
    `export const apiRouteModules = ${list(names)} as const;`,
    ``,
  ].join("\n");
}

/** Writes the generated files under `root`; answers the ones that changed. */
export async function writeRoutes(root = process.cwd()): Promise<string[]> {
  const { files } = await generateRoutes(root);
  const changed: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, file);
    if (fs.existsSync(full) && fs.readFileSync(full, "utf8") === text) continue;
    fs.writeFileSync(full, text);
    changed.push(file);
  }
  return changed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const changed = await writeRoutes();
  console.log(changed.length ? `wrote ${changed.join(", ")}` : "routes up to date");
  process.exit(0);
}

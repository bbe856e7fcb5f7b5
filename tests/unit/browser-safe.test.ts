// Nothing a browser runs may reach the server's side: a file that starts with "use client" is bundled for the browser
// with every module it imports, so none of them may import the database, a Node built-in, a mailer or a secret.
// A server action ("use server") is the seam itself: the client gets a reference, not the module, so the walk stops there.
import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const fixtures = path.join(root, "tests/fixtures/browser-safe");

/** Packages that only run on the server, or whose presence in a bundle means a secret or a connection came along. */
const serverPackages = ["server-only", "drizzle-orm", "pg", "@electric-sql/pglite", "nodemailer", "twilio", "pdfkit", "bcryptjs"];
/** Project modules that are the server's by definition (the database client and its schema). */
const serverModules = ["db"];
/** What Next inlines into a browser bundle; any other `process.env` read there is a secret (or undefined). */
const publicEnv = /^(NEXT_PUBLIC_\w+|NODE_ENV)$/;

const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/** A directive stands before any statement, after comments at most; reading it needs no parse. */
const leadingDirective = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(["'])(use client|use server)\1/;

function isClientEntry(absolute: string): boolean {
  return leadingDirective.exec(fs.readFileSync(absolute, "utf8"))?.[2] === "use client";
}

interface ModuleFacts {
  directive: "use client" | "use server" | null;
  imports: string[];
  envReads: string[];
}

/** The modules this file really loads: type-only imports and exports are erased before bundling, so they don't count. */
function factsOf(absolute: string): ModuleFacts {
  const text = fs.readFileSync(absolute, "utf8");
  const source = ts.createSourceFile(absolute, text, ts.ScriptTarget.Latest, true);
  const imports: string[] = [];
  const envReads: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) imports.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) imports.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg)) imports.push(arg.text);
    } else if (isProcessEnv(node)) {
      const parent = node.parent;
      const name = ts.isPropertyAccessExpression(parent) && parent.expression === node ? parent.name.text : null;
      if (name === null || !publicEnv.test(name)) envReads.push(`process.env${name ? `.${name}` : ""}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { directive: (leadingDirective.exec(text)?.[2] as ModuleFacts["directive"]) ?? null, imports, envReads };
}

function isProcessEnv(node: ts.Node): boolean {
  return ts.isPropertyAccessExpression(node) && node.name.text === "env" && ts.isIdentifier(node.expression) && node.expression.text === "process";
}

const extensions = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** A project file for `@/x` or a relative path, or null for a package (and for CSS and other non-code files). */
function resolveLocal(specifier: string, from: string, projectRoot: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(projectRoot, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const ext of extensions) {
    const candidate = base + ext;
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function forbiddenImport(specifier: string, resolved: string | null, projectRoot: string): string | null {
  if (builtins.has(specifier)) return `a Node built-in (${specifier})`;
  const pkg = specifier.startsWith("@") && !specifier.startsWith("@/") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!;
  if (serverPackages.includes(pkg)) return `a server package (${specifier})`;
  if (specifier === "@/db" || specifier.startsWith("@/db/")) return `the database (${specifier})`;
  if (resolved) {
    const rel = path.relative(projectRoot, resolved).split(path.sep).join("/");
    if (serverModules.some((m) => rel === `${m}.ts` || rel.startsWith(`${m}/`))) return `the database (${specifier})`;
  }
  return null;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

/**
 * Walks from every "use client" file under `dirs` through what it imports, and names each chain that ends in
 * something the browser must not get: "components/a.tsx → lib/b.ts → imports the database (@/db)".
 */
function serverReachFromClient(projectRoot: string, dirs: string[]): { problems: string[]; reached: number } {
  const facts = new Map<string, ModuleFacts>();
  const factsFor = (file: string) => {
    let f = facts.get(file);
    if (!f) facts.set(file, (f = factsOf(file)));
    return f;
  };
  const rel = (file: string) => path.relative(projectRoot, file).split(path.sep).join("/");
  const entries = dirs.flatMap((d) => sourceFiles(path.join(projectRoot, d))).filter(isClientEntry);

  const problems = new Set<string>();
  const parent = new Map<string, string | null>();
  const queue: string[] = [];
  for (const entry of entries) {
    if (!parent.has(entry)) {
      parent.set(entry, null);
      queue.push(entry);
    }
  }
  const chain = (file: string) => {
    const steps: string[] = [];
    for (let at: string | null = file; at; at = parent.get(at) ?? null) steps.unshift(rel(at));
    return steps.join(" → ");
  };
  while (queue.length > 0) {
    const file = queue.shift()!;
    const f = factsFor(file);
    for (const read of f.envReads) problems.add(`${chain(file)} → reads ${read}`);
    for (const specifier of f.imports) {
      const resolved = resolveLocal(specifier, file, projectRoot);
      const why = forbiddenImport(specifier, resolved, projectRoot);
      if (why) {
        problems.add(`${chain(file)} → imports ${why}`);
        continue;
      }
      if (!resolved || parent.has(resolved)) continue;
      parent.set(resolved, file);
      // A server action reaches the browser as a reference to call, never as its module.
      if (factsFor(resolved).directive === "use server") continue;
      queue.push(resolved);
    }
  }
  return { problems: [...problems].sort(), reached: parent.size };
}

describe("what the browser runs stays browser-safe", () => {
  it("finds the client files to start from (the walk works)", () => {
    const entries = ["app", "components", "lib"].flatMap((d) => sourceFiles(path.join(root, d)));
    expect(entries.filter(isClientEntry).length).toBeGreaterThan(50);
  });

  it("reports a planted client file that reaches the database, a built-in, a mailer or a secret, naming the chain", () => {
    expect(serverReachFromClient(fixtures, ["components"]).problems).toEqual([
      "components/planted-form.tsx → lib/helper.ts → lib/orders.ts → imports a server package (server-only)",
      "components/planted-form.tsx → lib/helper.ts → lib/orders.ts → imports the database (@/db)",
      "components/planted-form.tsx → lib/helper.ts → lib/orders.ts → reads process.env.SESSION_SECRET",
      "components/planted-form.tsx → lib/mailer.ts → imports a Node built-in (node:crypto)",
      "components/planted-form.tsx → lib/mailer.ts → imports a server package (nodemailer)",
    ]);
  });

  it("no file a browser runs imports server code, directly or through another module", { timeout: 60_000 }, () => {
    const { problems, reached } = serverReachFromClient(root, ["app", "components", "lib"]);
    expect(reached).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});

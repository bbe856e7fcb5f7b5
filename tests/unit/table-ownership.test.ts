// Each domain owns its tables (issue 20): only the owning lib/<domain>/ folder inserts, updates or deletes a table
// of db/schema. Any other folder asks the owner, through a command that takes the caller's transaction.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** A table is owned by the lib folder named like its schema file, unless this map says otherwise. */
const ownerOfSchemaFile: Record<string, string[]> = {
  accounts: ["lib/accounts", "lib/auth", "lib/users"],
  "certificate-pdfs": ["lib/certificates"],
  idempotency: ["lib/http"],
  "rate-limits": ["lib/http"],
  rosters: ["lib/attendance"],
  mail: ["lib/mail"],
};
const ownerOfTable: Record<string, string[]> = {
  attendance: ["lib/attendance"],
  certificates: ["lib/certificates"],
};

/**
 * Writes outside the owner that are still to be moved into the owner's commands, each with why it is here. The
 * test fails when one of them is gone (so the list only shrinks) as well as when a new one appears.
 */
const notYetMoved: Record<string, string> = {};

function tablesBySchemaFile(): Map<string, string> {
  const owners = new Map<string, string>();
  const dir = path.join(root, "db/schema");
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.startsWith("_") && f !== "index.ts")) {
    const base = file.replace(/\.ts$/, "");
    for (const m of fs.readFileSync(path.join(dir, file), "utf8").matchAll(/export const (\w+) = pgTable\(/g)) {
      const table = m[1]!;
      owners.set(table, (ownerOfTable[table] ?? ownerOfSchemaFile[base] ?? [`lib/${base}`]).join("|"));
    }
  }
  return owners;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) sourceFiles(rel, out);
    else if (/\.(ts|tsx)$/.test(e.name)) out.push(rel);
  }
  return out;
}

/** Every `insert(T)`, `update(T)`, `delete(T)` (also `schema.T`) of a table outside its owner, as "file → table". */
function foreignWrites(): string[] {
  const owners = tablesBySchemaFile();
  const found: string[] = [];
  for (const file of ["lib", "app", "scripts", "server"].filter((d) => fs.existsSync(path.join(root, d))).flatMap((d) => sourceFiles(d))) {
    const src = fs.readFileSync(path.join(root, file), "utf8");
    for (const m of src.matchAll(/\.(?:insert|update|delete)\(\s*(?:schema\.)?(\w+)\s*\)/g)) {
      const table = m[1]!;
      const owner = owners.get(table);
      if (!owner) continue;
      if (owner.split("|").some((o) => file.startsWith(`${o}/`))) continue;
      const entry = `${file} → ${table}`;
      if (!found.includes(entry)) found.push(entry);
    }
  }
  return found.sort();
}

describe("each domain owns its tables", () => {
  it("knows every table of db/schema", () => {
    expect(tablesBySchemaFile().size).toBeGreaterThan(40);
  });

  it("finds a foreign write when there is one (the scan works)", () => {
    const src = "await tx.update(enquiries).set({ status: 'won' });";
    expect([...src.matchAll(/\.(?:insert|update|delete)\(\s*(?:schema\.)?(\w+)\s*\)/g)].map((m) => m[1])).toEqual(["enquiries"]);
  });

  it("no folder writes a table it does not own", () => {
    const writes = foreignWrites().filter((w) => !(w in notYetMoved));
    expect(writes, `write through the owning domain's command instead:\n${writes.join("\n")}`).toEqual([]);
  });

  it("every listed exception still exists (the list only shrinks)", () => {
    const writes = new Set(foreignWrites());
    expect(Object.keys(notYetMoved).filter((w) => !writes.has(w))).toEqual([]);
  });
});

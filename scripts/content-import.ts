// npm run content:import -- catalogue.json
// Loads categories, courses, trainings and clients from a JSON file in the API's shapes (the demo seed uses the
// same path). Idempotent: categories and courses by title, trainings by course and dates, clients by name.
// With the embedded database, stop the server first.
import fs from "node:fs/promises";
import path from "node:path";
import { ZodError } from "zod";
import { importCatalogue } from "../lib/catalogue/import";
import { catalogueFileSchema } from "../lib/validation/catalogue-import";
import { ApiError } from "../lib/errors";
import { CliError, openForCli, runCli } from "./support/cli";

/** "courses.3.courseTitle: Course title must be at least 3 characters." for each problem (at most 20). */
function describeProblems(err: ZodError): string {
  const lines = err.issues.slice(0, 20).map((i) => `  ${i.path.map(String).join(".") || "(file)"}: ${i.message}`);
  if (err.issues.length > 20) lines.push(`  … and ${err.issues.length - 20} more`);
  return `The catalogue file has problems:\n${lines.join("\n")}`;
}

runCli(async () => {
  const file = process.argv.slice(2).find((a) => !a.startsWith("-"));
  if (!file) throw new CliError("Usage: npm run content:import -- <catalogue.json>");
  let text: string;
  try {
    text = await fs.readFile(path.resolve(file), "utf8");
  } catch (err) {
    throw new CliError(`Cannot read ${file}: ${(err as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (err as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new CliError(`${file} is not valid JSON: ${(err as Error).message}`);
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw new CliError(`${file} must hold a JSON object with "categories", "courses", "trainings" and/or "clients".`);
  }

  await openForCli();
  const tty = process.stdout.isTTY;
  let lastPrinted = 0;
  const onProgress = (done: number, total: number) => {
    // One line, rewritten in place on a terminal; a line every 10 % (and at the end) otherwise.
    const percent = Math.floor((done / total) * 100);
    if (tty) process.stdout.write(`\rImporting… ${done}/${total} (${percent} %)`);
    else if (done === total || percent >= lastPrinted + 10) {
      lastPrinted = percent;
      process.stdout.write(`Importing… ${done}/${total} (${percent} %)\n`);
    }
  };
  try {
    const report = await importCatalogue(catalogueFileSchema.parse(data), { onProgress });
    if (tty) process.stdout.write("\n");
    console.log(`Imported ${file}:`);
    for (const [what, counts] of Object.entries(report)) {
      console.log(`  ${what.padEnd(11)} created ${counts.created}, updated ${counts.updated}, skipped ${counts.skipped}`);
    }
  } catch (err) {
    if (tty) process.stdout.write("\n");
    if (err instanceof ZodError) throw new CliError(describeProblems(err));
    if (err instanceof ApiError) throw new CliError(`Nothing was imported: ${err.message}`);
    throw err;
  }
});

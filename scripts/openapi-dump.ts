// npm run openapi:lint: writes the generated /api/openapi.json to a file and lints it with Redocly's recommended
// rules (the CLI is fetched from the npm registry on first use). Usage: openapi-dump.ts <file>
import fs from "node:fs";
import { apiHandlers } from "../app/api/registry";
import { openApiDocument } from "../lib/openapi/generate";

const file = process.argv[2] ?? "openapi.json";
fs.writeFileSync(file, JSON.stringify(openApiDocument("https://academy.example.org", apiHandlers()), null, 2));
console.log(`wrote ${file}`);

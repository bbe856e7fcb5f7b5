/**
 * The block a start at a terminal ends with: where to open the site, where the embedded database lives, and the
 * command that makes a staff account. Plain text (no colour codes), so it reads the same anywhere.
 */
export function readyBanner(options: { url: string; engine: "pglite" | "postgres"; dataDir: string; dataDirFromEnv: boolean }): string {
  const prefix = options.engine === "pglite" && options.dataDirFromEnv ? `DATA_DIR=${quote(options.dataDir)} ` : "";
  const staff = `${prefix}npm run staff:create -- --email you@example.com --name "Your Name"`;
  const rows: [string, string][] = [
    ["Open", options.url],
    options.engine === "pglite" ? ["Database", `${options.dataDir} (embedded PostgreSQL)`] : ["Database", "the PostgreSQL server of DATABASE_URL"],
    ["Staff account", options.engine === "pglite" ? `stop the server (Ctrl+C), then: ${staff}` : staff],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`);
  return `\n  Training Portal is ready.\n\n${lines.join("\n")}\n\n`;
}

const quote = (value: string) => (/^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`);

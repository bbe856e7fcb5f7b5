// The block `npm start` ends with at a terminal (issue 21): the address, the embedded database's folder, the staff command.
import { describe, expect, it } from "vitest";
import { readyBanner } from "@/server/banner";

describe("the start's closing block", () => {
  it("on the embedded database: the address, its folder, and the staff command for that folder", () => {
    const text = readyBanner({ url: "http://localhost:3301", engine: "pglite", dataDir: "/tmp/ops data", dataDirFromEnv: true });
    expect(text).toBe(
      [
        "",
        "  Training Portal is ready.",
        "",
        "  Open           http://localhost:3301",
        "  Database       /tmp/ops data (embedded PostgreSQL)",
        `  Staff account  stop the server (Ctrl+C), then: DATA_DIR='/tmp/ops data' npm run staff:create -- --email you@example.com --name "Your Name"`,
        "",
        "",
      ].join("\n"),
    );
    expect(text).not.toMatch(/\u001b/);
  });

  it("on a PostgreSQL server: no folder, and the command needs no stop", () => {
    const text = readyBanner({ url: "https://academy.example.com", engine: "postgres", dataDir: "/srv/data", dataDirFromEnv: false });
    expect(text).toContain("Database       the PostgreSQL server of DATABASE_URL");
    expect(text).toContain(`Staff account  npm run staff:create -- --email you@example.com --name "Your Name"`);
  });
});

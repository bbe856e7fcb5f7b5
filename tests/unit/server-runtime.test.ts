// The production server's memory settings are written in three places (npm start, the Dockerfile, the benches'
// server): one of them changed alone would measure one server and ship another.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_RUNTIME } from "../../scripts/support/serve";

const root = new URL("../../", import.meta.url);
const read = (file: string) => fs.readFileSync(new URL(file, root), "utf8");

describe("the production server's runtime settings", () => {
  const assignments = Object.entries(SERVER_RUNTIME.env).map(([name, value]) => `${name}=${value}`);

  it("npm start runs the server with them", () => {
    const start = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts.start!;
    for (const assignment of assignments) expect(start.split(" ")).toContain(assignment);
    for (const flag of SERVER_RUNTIME.nodeFlags) expect(start.split(" ")).toContain(flag);
    expect(start).toMatch(/server\/main\.ts$/);
  });

  it("the image runs the server with them", () => {
    const dockerfile = read("Dockerfile");
    const env = dockerfile.split("\n").filter((line) => line.startsWith("ENV "));
    for (const assignment of assignments) expect(env.at(-1)!.split(" ")).toContain(assignment);
    const cmd = JSON.parse(/^CMD (.+)$/m.exec(dockerfile)![1]!) as string[];
    for (const flag of SERVER_RUNTIME.nodeFlags) expect(cmd).toContain(flag);
    expect(cmd).toContain("server/main.ts");
  });
});

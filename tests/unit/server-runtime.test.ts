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

// The image ships what the server runs and nothing else: Playwright, Vitest, the HTML checker and the build tools
// stay in the build, and so does Next's build cache.
describe("the production image", () => {
  const lines = read("Dockerfile")
    .split("\n")
    .map((line) => line.trim());
  const stages = lines.reduce<string[][]>((all, line) => (line.startsWith("FROM ") ? [...all, [line]] : (all.at(-1)?.push(line), all)), []);

  it("builds with every dependency, then keeps the production ones only", () => {
    const build = stages[0]!;
    const at = (pattern: RegExp) => build.findIndex((line) => pattern.test(line));
    expect(at(/^RUN npm ci\b(?!.*--omit)/)).toBeGreaterThan(0);
    expect(at(/next build/)).toBeGreaterThan(at(/^RUN npm ci\b/));
    expect(at(/npm prune --omit=dev/)).toBeGreaterThan(at(/next build/));
    expect(at(/rm -rf \.next\/cache/)).toBeGreaterThan(at(/next build/));
  });

  it("installs nothing in the final stage, and serves the build it was given", () => {
    const final = stages.at(-1)!;
    expect(stages.length).toBeGreaterThan(1);
    expect(final.filter((line) => /\bnpm (ci|install|i)\b/.test(line))).toEqual([]);
    expect(final.some((line) => line.startsWith("COPY --from=build"))).toBe(true);
    expect(JSON.parse(/^CMD (.+)$/m.exec(final.join("\n"))![1]!)).toContain("--no-build");
  });
});

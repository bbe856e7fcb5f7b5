import { describe, expect, it } from "vitest";
import { startCacheSync } from "@/server/cache-sync";
import { testEngine } from "../setup/engine";
import { testDatabaseUrl } from "../setup/database";

const until = async (check: () => boolean, ms = 2_000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return check();
};

// Several instances on one PostgreSQL server (issue 14): an invalidation made on one reaches the others.
describe.runIf(testEngine() === "postgres")("cache invalidation across instances (LISTEN/NOTIFY)", () => {
  it("reaches every other instance within a second, and not the one that sent it", async () => {
    const heardByA: string[][] = [];
    const heardByB: string[][] = [];
    const a = await startCacheSync(testDatabaseUrl()!, { instanceId: "a", register: false, onRemote: (tags) => heardByA.push([...tags]) });
    const b = await startCacheSync(testDatabaseUrl()!, { instanceId: "b", register: false, onRemote: (tags) => heardByB.push([...tags]) });
    try {
      const sentAt = Date.now();
      await a.publish(["courses", "categories"]);
      expect(await until(() => heardByB.length > 0)).toBe(true);
      expect(Date.now() - sentAt).toBeLessThan(1_000);
      expect(heardByB).toEqual([["courses", "categories"]]);
      await b.publish(["trainings"]);
      expect(await until(() => heardByA.length > 0)).toBe(true);
      expect(heardByA).toEqual([["trainings"]]);
      expect(heardByB).toHaveLength(1);
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});

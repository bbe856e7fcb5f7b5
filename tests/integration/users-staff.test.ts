// Staff API: users (api.md §4).
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { changeAccountRole, ensureAccount } from "@/lib/accounts/invitations";
import { LARGE_TABLE_ROWS, scale } from "@/lib/at-scale";
import { countLearners } from "@/lib/users/staff";
import { call, refusal } from "../helpers/http";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let staff: TestUser;

beforeAll(async () => {
  staff = await makeStaff({ name: "Sam Staff" });
  await makeLearner({ name: "Ana Silva", email: "ana.silva@example.com" });
  await makeLearner({ name: "Raj Patel", email: "raj@corp.example" });
});

describe("users", () => {
  it("searches learners by name, email or organization, never returning password hashes", async () => {
    const all = await call(listUsers, { token: staff.token });
    expect(all.status).toBe(200);
    const emails = all.json.data.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining(["ana.silva@example.com", "raj@corp.example"]));
    expect(emails).not.toContain(staff.user.email);
    expect(JSON.stringify(all.json)).not.toMatch(/passwordHash|\$2[aby]\$/);
    const found = await call(listUsers, { token: staff.token, path: "/api/admin/users?q=corp.exa" });
    expect(found.json.data.map((u: { name: string }) => u.name)).toEqual(["Raj Patel"]);
    expect(found.json.data[0]).toMatchObject({ role: "learner", isActivated: true, enrolmentCount: 0 });
    const staffToo = await call(listUsers, { token: staff.token, path: "/api/admin/users?role=staff" });
    expect(staffToo.json.data.map((u: { email: string }) => u.email)).toEqual([staff.user.email]);
    expect(refusal(await call(listUsers, { token: staff.token, path: "/api/admin/users?role=admin" }))).toEqual([
      400,
      "Role must be learner, staff, trainer or all.",
    ]);
  });
});

describe("the count of accounts at a large company's size", () => {
  it("is counted once per change: an account made or moved to another role through the domain counts at once, a search is always counted", async () => {
    const total = async (query = "") =>
      (await call(listUsers, { token: staff.token, path: `/api/admin/users?page=1&pageSize=5${query}` })).json.total as number;
    scale.largeFrom = 0;
    try {
      const before = await total();
      expect(await countLearners()).toBe(before);
      // Made past the domain (as a restore would): the kept count does not see it, a search does.
      const past = await makeLearner({ email: "past.domain@example.com" });
      expect(await total()).toBe(before);
      expect(await total("&q=past.domain")).toBe(1);
      const { db } = testDatabase();
      const id = await db.transaction((tx) => ensureAccount(tx, { name: "Kept Count", email: "kept.count@example.com", role: "learner" }));
      expect(await total()).toBe(before + 2);
      expect(await countLearners()).toBe(before + 2);
      await db.transaction((tx) => changeAccountRole(tx, staff.user.id, id, "learner", "trainer"));
      expect(await total()).toBe(before + 1);
      expect(await total("&role=trainer")).toBeGreaterThanOrEqual(1);
      expect(past.user.role).toBe("learner");
    } finally {
      scale.largeFrom = LARGE_TABLE_ROWS;
    }
  });
});

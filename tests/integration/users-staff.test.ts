// Staff API: users (api.md §4).
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { call, refusal } from "../helpers/http";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";

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

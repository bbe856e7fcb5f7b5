// Staff API lists page by default; all=true gives the earlier unpaged answer (issue 27).
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listEnrolments } from "@/app/api/admin/enrollments/route";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { enrolments, users } from "@/db/schema";
import { DEFAULT_PAGE_SIZE } from "@/lib/validation/paging";
import { makeTraining, makeTwoCourses } from "../helpers/catalogue";
import { call, refusal } from "../helpers/http";
import { makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

const LEARNERS = DEFAULT_PAGE_SIZE + 6;
let staff: TestUser;

beforeAll(async () => {
  staff = await makeStaff();
  const { db } = testDatabase();
  const made = await db
    .insert(users)
    .values(
      Array.from({ length: LEARNERS }, (_, i) => ({
        role: "learner" as const,
        name: `Paged ${i}`,
        email: `paged.${i}@example.com`,
        passwordHash: "x",
        activatedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  const [courseId] = await makeTwoCourses();
  const training = await makeTraining(courseId);
  await db.insert(enrolments).values(made.map(({ id }) => ({ userId: id, trainingId: training.id, isActive: true })));
});

const ids = (json: { data: { _id: string }[] }) => json.data.map((row) => row._id);

describe.each([
  ["GET /api/admin/enrollments", listEnrolments, "/api/admin/enrollments"],
  ["GET /api/admin/users", listUsers, "/api/admin/users"],
] as const)("%s", (_name, handler, path) => {
  it("answers the first page when no paging is given", async () => {
    const first = await call(handler, { token: staff.token, path });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ page: 1, pageSize: DEFAULT_PAGE_SIZE, total: LEARNERS });
    expect(first.json.data).toHaveLength(DEFAULT_PAGE_SIZE);
    const second = await call(handler, { token: staff.token, path: `${path}?page=2` });
    expect(second.json).toMatchObject({ page: 2, pageSize: DEFAULT_PAGE_SIZE, total: LEARNERS });
    expect(new Set([...ids(first.json), ...ids(second.json)]).size).toBe(LEARNERS);
  });

  it("answers the whole list, unpaged and in the same order, with all=true", async () => {
    const whole = await call(handler, { token: staff.token, path: `${path}?all=true` });
    expect(whole.status).toBe(200);
    expect(whole.json.data).toHaveLength(LEARNERS);
    expect(whole.json).not.toHaveProperty("page");
    expect(whole.json).not.toHaveProperty("total");
    const first = await call(handler, { token: staff.token, path });
    expect(ids(whole.json).slice(0, DEFAULT_PAGE_SIZE)).toEqual(ids(first.json));
    // Paging wins over all=true; all=false is the default.
    expect((await call(handler, { token: staff.token, path: `${path}?all=true&pageSize=5` })).json).toMatchObject({ page: 1, pageSize: 5, total: LEARNERS });
    expect((await call(handler, { token: staff.token, path: `${path}?all=false` })).json.data).toHaveLength(DEFAULT_PAGE_SIZE);
    expect(refusal(await call(handler, { token: staff.token, path: `${path}?all=yes` }))).toEqual([400, "all must be true or false."]);
  });

  it("walks the whole list by keyset: each answer's next gives the page after it, null on the last", async () => {
    const whole = await call(handler, { token: staff.token, path: `${path}?all=true` });
    const walked: string[] = [];
    let answer = await call(handler, { token: staff.token, path: `${path}?pageSize=7` });
    walked.push(...ids(answer.json));
    while (answer.json.next) {
      answer = await call(handler, { token: staff.token, path: `${path}?pageSize=7&after=${answer.json.next}` });
      expect(answer.status).toBe(200);
      expect(answer.json).not.toHaveProperty("total");
      walked.push(...ids(answer.json));
    }
    expect(walked).toEqual(ids(whole.json));
    expect(answer.json.next).toBeNull();
    const bad = "after must be the next of an earlier answer.";
    expect(refusal(await call(handler, { token: staff.token, path: `${path}?after=bm90IGEgY3Vyc29y` }))).toEqual([400, bad]);
    expect(refusal(await call(handler, { token: staff.token, path: `${path}?after=a%2Bb` }))).toEqual([400, bad]);
  });
});

// Issue 27: the legacy whole lists are built once per change as compressed bytes, streamed from the database a
// chunk at a time, and answered from those bytes. Their text is exactly what the contract's serialiser writes (the
// envelope of the old object path), whatever the encoding; a course's write drops and rebuilds them; concurrent
// cold requests build once.
import zlib from "node:zlib";
import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { GET as getCourses } from "@/app/api/course/getAllCoursesForUser/route";
import { GET as getRatings } from "@/app/api/rating/getAllRatingsByUser/route";
import { GET as getTrainings } from "@/app/api/training/getAllTrainingCoursesByUser/route";
import { courses, reviews } from "@/db/schema";
import { clearCache, invalidateTags } from "@/lib/cache";
import { setClock } from "@/lib/clock";
import { courseAnswer, wholeCourseList } from "@/lib/courses/answers";
import { courseChunks, listCourses } from "@/lib/courses/reads";
import { updateCourse } from "@/lib/courses/writes";
import { keptWholeList, setWholeListWait, wholeListBuilds, wholeListResponse, wholeListSource, type WholeList } from "@/lib/http/whole-list";
import { reviewAnswer, wholeReviewList } from "@/lib/reviews/answers";
import { listVisibleReviews, visibleReviewChunks } from "@/lib/reviews/reads";
import { trainingAnswer, wholeTrainingList } from "@/lib/trainings/answers";
import { listPublicTrainings, trainingChunks } from "@/lib/trainings/reads";
import { addDays } from "@/lib/schedule/schedule";
import { enrol, makeTraining, today } from "../helpers/catalogue";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

type Handler = (request: Request) => Promise<Response>;
const tag = randomBytes(4).toString("hex");
let staff: TestUser;
let courseIds: string[] = [];

// These tests check what a build answers, so a request always waits for it; how long it waits is tested at the end.
beforeAll(() => setWholeListWait(Infinity));
afterAll(() => setWholeListWait(undefined));

beforeAll(async () => {
  const { db } = testDatabase();
  staff = await makeStaff();
  // Twelve courses made at the same instant (the keyset's tie on created_at goes by id), with an outline and
  // markup the public answer sanitises.
  const at = new Date();
  const made = await db
    .insert(courses)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        title: `Whole List Course ${tag} ${i}`,
        shortDescription: `Course ${i} "quoted" — with ünïcode`,
        durationHours: 10 + i,
        overviewHtml: `<p>Overview ${i}</p><script>alert(1)</script>`,
        outline: [{ title: `Module ${i}`, topics: [{ title: "Topic", subtopics: [{ title: "A" }, { title: "B" }] }] }],
        createdAt: i < 6 ? at : new Date(at.getTime() - i * 1000),
      })),
    )
    .returning({ id: courses.id });
  courseIds = made.map((c) => c.id);
  // Trainings of several courses (most of them share one), with seats and enrolments.
  const learners = await Promise.all([makeLearner(), makeLearner(), makeLearner()]);
  for (let i = 0; i < 9; i++) {
    const t = await makeTraining(courseIds[i % 3]!, {
      startDate: addDays(today, i - 4),
      endDate: addDays(today, i - 2),
      seats: i % 2 ? 5 : null,
      priceMinor: 1_000_000 + i,
    });
    if (i < 3) for (const learner of learners) await enrol(learner.user.id, t.id);
  }
  await db.insert(reviews).values(
    learners.flatMap((learner, i) =>
      courseIds.slice(0, 3).map((courseId, j) => ({
        userId: learner.user.id,
        courseId,
        rating: String(1 + ((i + j) % 5)) as never,
        review: `Review ${i}/${j} ${tag}`,
        isVisible: (i + j) % 4 !== 3,
      })),
    ),
  );
  clearCache();
});

async function read(handler: Handler, headers: Record<string, string> = {}) {
  const res = await handler(new Request("http://localhost:3000/", { headers }));
  const body = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get("content-encoding");
  const text = (encoding === "br" ? zlib.brotliDecompressSync(body) : encoding === "gzip" ? zlib.gunzipSync(body) : body).toString("utf8");
  return { res, text };
}

/** What the old object path answered: the envelope of the list through its answer schema, as Response.json writes it. */
const contractText = (message: string, data: unknown) => JSON.stringify({ success: true, message, data });

describe("the whole lists' bytes are the contract's JSON", () => {
  const pathOf: Record<string, string> = {
    courses: "/api/course/getAllCoursesForUser",
    trainings: "/api/training/getAllTrainingCoursesByUser",
    ratings: "/api/rating/getAllRatingsByUser",
  };
  const lists: [string, Handler, () => Promise<string>][] = [
    ["courses", getCourses, async () => contractText("Courses fetched successfully.", z.array(courseAnswer).parse(await listCourses()))],
    ["trainings", getTrainings, async () => contractText("Trainings fetched successfully.", z.array(trainingAnswer).parse(await listPublicTrainings()))],
    ["ratings", getRatings, async () => contractText("Ratings fetched successfully.", z.array(reviewAnswer).parse(await listVisibleReviews()))],
  ];
  for (const [name, handler, expected] of lists) {
    it(`${name}: the answer is the contract's text, from the list's bytes, with an ETag that revalidates`, async () => {
      const want = await expected();
      // Next drops a route's Content-Encoding: the route answers plain (the page cache sends the compressed bytes).
      const plain = await read(handler, { "accept-encoding": "gzip, deflate, br" });
      expect(plain.res.headers.get("content-encoding")).toBeNull();
      expect(plain.res.headers.get("content-type")).toBe("application/json");
      expect(plain.text).toBe(want);
      const etag = plain.res.headers.get("etag")!;
      expect(etag).toMatch(/^"wl-/);
      const kept = wholeListSource([wholeCourseList, wholeTrainingList, wholeReviewList]).kept(new URL(`http://x${pathOf[name]!}`).pathname)!;
      expect(kept.etag).toBe(etag);
      expect(zlib.brotliDecompressSync(Buffer.concat(kept.br)).toString()).toBe(want);
      expect(zlib.gunzipSync(Buffer.concat(kept.gzip)).toString()).toBe(want);
      expect([kept.rawBytes, kept.brBytes, kept.gzipBytes]).toEqual([Buffer.byteLength(want), Buffer.concat(kept.br).length, Buffer.concat(kept.gzip).length]);
      const again = await getCoursesLike(handler, { "if-none-match": etag });
      expect(again.status).toBe(304);
    });
  }

  it("a signed-in caller gets the same bytes, never stored by a browser or proxy", async () => {
    const res = await getCourses(new Request("http://localhost:3000/", { headers: { authorization: `Bearer ${staff.token}`, "accept-encoding": "br" } }));
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe(
      contractText("Courses fetched successfully.", z.array(courseAnswer).parse(await listCourses())),
    );
  });

  it("the chunks walk the table by keyset: every row once, in the list's order, ties on the instant included", async () => {
    const flat = async <T>(chunks: AsyncIterable<T[]>) => {
      const all: T[] = [];
      for await (const chunk of chunks) all.push(...chunk);
      return all;
    };
    expect((await flat(courseChunks(5))).map((c) => c.id)).toEqual((await listCourses()).map((c) => c.id));
    expect((await flat(visibleReviewChunks(2))).map((r) => r.id)).toEqual((await listVisibleReviews()).map((r) => r.id));
    const trainings: string[] = [];
    for await (const { rows } of trainingChunks(2)) trainings.push(...rows.map((r) => r.id));
    expect(trainings).toEqual((await listPublicTrainings()).map((t) => t.id));
  });
});

const getCoursesLike = (handler: Handler, headers: Record<string, string>) => handler(new Request("http://localhost:3000/", { headers }));

describe("built once per change", () => {
  it("a course's write drops the lists that hold it; the next request builds them again, with the change", async () => {
    await read(getCourses, { "accept-encoding": "br" });
    await read(getTrainings, { "accept-encoding": "br" });
    const built = wholeListBuilds();
    await read(getCourses, { "accept-encoding": "br" });
    await read(getTrainings, { "accept-encoding": "br" });
    expect(wholeListBuilds()).toBe(built);
    const title = `Renamed Whole List Course ${tag}`;
    await updateCourse(staff.user.id, courseIds[0]!, { title });
    const courses = await read(getCourses, { "accept-encoding": "br" });
    const trainings = await read(getTrainings, { "accept-encoding": "gzip" });
    expect(wholeListBuilds()).toBe(built + 2);
    expect(courses.text).toContain(title);
    expect(trainings.text).toContain(title);
    expect(
      JSON.parse(trainings.text)
        .data.filter((t: { courseId: { _id: string } }) => t.courseId._id === courseIds[0])
        .every((t: { courseId: { courseTitle: string } }) => t.courseId.courseTitle === title),
    ).toBe(true);
  });

  it("two concurrent cold requests wait for one build and get the same bytes", async () => {
    clearCache();
    const built = wholeListBuilds();
    const [a, b] = await Promise.all([read(getRatings, { "accept-encoding": "br" }), read(getRatings, { "accept-encoding": "gzip" })]);
    expect(wholeListBuilds()).toBe(built + 1);
    expect(a.text).toBe(b.text);
    expect(a.res.headers.get("etag")).toBe(b.res.headers.get("etag"));
  });

  it("the paged variant is unchanged", async () => {
    const res = await getCourses(new Request("http://localhost:3000/api/course/getAllCoursesForUser?page=1&pageSize=5"));
    const json = (await res.json()) as { data: unknown[]; page: number; pageSize: number; total: number };
    expect(res.headers.get("content-encoding")).toBeNull();
    expect([json.data.length, json.page, json.pageSize]).toEqual([5, 1, 5]);
  });
});

describe("the trainings list follows the clock", () => {
  afterEach(() => setClock(undefined));
  const path = "/api/training/getAllTrainingCoursesByUser";
  const fresh = async () => contractText("Trainings fetched successfully.", z.array(trainingAnswer).parse(await listPublicTrainings()));
  type Item = Record<string, unknown> & { _id: string };

  it("is kept until the first instant at which a training's JSON changes, then built again as the serialiser writes it", async () => {
    // Besides the batches above (sessions 19:00–21:00 in Kolkata around today): one starting in two days with an
    // early bird that ends tomorrow, and one cancelled in New York whose early bird ends the day after (its end is
    // no other batch's change: only the price rule can say when it comes).
    await makeTraining(courseIds[1]!, {
      startDate: addDays(today, 2),
      endDate: addDays(today, 3),
      priceMinor: 2_000_000,
      earlyBirdMinor: 1_500_000,
      earlyBirdUntil: addDays(today, 1),
    });
    const cancelled = await makeTraining(courseIds[2]!, {
      isCancelled: true,
      timeZone: "America/New_York",
      priceMinor: 2_000_000,
      earlyBirdMinor: 1_500_000,
      earlyBirdUntil: addDays(today, 2),
    });
    setClock(new Date());
    let previous = (await read(getTrainings, { "accept-encoding": "br" })).text;
    expect(previous).toBe(await fresh());
    const changed = new Set<string>();
    let cancelledPriceChanged = false;
    for (let step = 0; step < 60 && !(changed.size === 4 && cancelledPriceChanged); step++) {
      const changesAt = keptWholeList(path)!.changesAt!;
      expect(changesAt).toBeInstanceOf(Date);
      const builds = wholeListBuilds();
      // Its last millisecond before: the kept bytes, which are what the serialiser writes then.
      setClock(new Date(changesAt.getTime() - 1));
      const before = await read(getTrainings, { "accept-encoding": "br" });
      expect(wholeListBuilds()).toBe(builds);
      expect(before.text).toBe(previous);
      expect(before.text).toBe(await fresh());
      // At it: built again, as the serialiser writes it then, and something did change.
      setClock(changesAt);
      const after = await read(getTrainings, { "accept-encoding": "gzip" });
      expect(wholeListBuilds()).toBe(builds + 1);
      expect(after.text).toBe(await fresh());
      expect(after.text).not.toBe(previous);
      const was = new Map((JSON.parse(previous).data as Item[]).map((t) => [t._id, t]));
      for (const t of JSON.parse(after.text).data as Item[]) {
        for (const [field, value] of Object.entries(t)) {
          if (JSON.stringify(value) === JSON.stringify(was.get(t._id)?.[field])) continue;
          changed.add(field);
          if (t._id === cancelled.id && field === "price") cancelledPriceChanged = true;
        }
      }
      previous = after.text;
    }
    // The walk went through every kind of change: a status, a next session, an early bird's end.
    expect([...changed].sort()).toEqual(["nextSessionAt", "price", "priceValidUntil", "tcStatus"]);
    expect(cancelledPriceChanged).toBe(true);
  });

  it("the bytes of an instant are not answered at an earlier one", async () => {
    setClock(new Date());
    await read(getTrainings, { "accept-encoding": "br" });
    const builds = wholeListBuilds();
    setClock(new Date(Date.now() - 3 * 86_400_000));
    const earlier = await read(getTrainings, { "accept-encoding": "br" });
    expect(wholeListBuilds()).toBe(builds + 1);
    expect(earlier.text).toBe(await fresh());
  });
});

describe("a build lets requests in", () => {
  it("yields to the event loop between chunks, even when its items never wait for anything", async () => {
    let turns = 0;
    let building = true;
    const tick = () => {
      turns++;
      if (building) setImmediate(tick);
    };
    setImmediate(tick);
    const seen: number[] = [];
    const list = {
      key: `/test/whole-list-yields-${tag}`,
      tags: ["test-whole-list-yields"],
      async *items() {
        for (let i = 0; i < 5; i++) {
          seen.push(turns);
          yield [JSON.stringify({ i })];
        }
      },
    };
    const res = await wholeListResponse(new Request("http://localhost:3000/"), list, "Yields.");
    building = false;
    expect(await res.text()).toBe('{"success":true,"message":"Yields.","data":[{"i":0},{"i":1},{"i":2},{"i":3},{"i":4}]}');
    // Another turn of the loop (where requests are answered) ran between every two chunks.
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1]!);
  });
});

describe("a build that takes long: the bytes before stand in", () => {
  afterEach(() => {
    setWholeListWait(Infinity);
    vi.useRealTimers();
  });
  /** A list whose nth build waits for the nth `release()`; its items say which build made them. */
  function gatedList(name: string) {
    let [made, released] = [0, 0];
    const waiting: (() => void)[] = [];
    const list: WholeList = {
      key: `/test/whole-list-gated-${name}-${tag}`,
      tags: [`test-whole-list-gated-${name}`],
      async *items() {
        const mine = ++made;
        if (released < mine) await new Promise<void>((resolve) => waiting.push(resolve));
        yield [JSON.stringify({ build: mine })];
      },
    };
    const release = () => {
      released++;
      waiting.shift()?.();
    };
    return { list, release, write: () => invalidateTags(...list.tags) };
  }
  const answerOf = async (list: WholeList) => {
    const res = await wholeListResponse(new Request("http://localhost:3000/"), list, "Gated.");
    return JSON.parse(await res.text()).data[0].build as number;
  };

  it("after a write, a build done within the wait is answered (a writer reads its write)", async () => {
    const { list, release, write } = gatedList("quick");
    setWholeListWait(5_000);
    const first = answerOf(list);
    release();
    expect(await first).toBe(1);
    write();
    const second = answerOf(list);
    release();
    expect(await second).toBe(2);
  });

  it("after a write, a build longer than the wait: the bytes before answer, marked stale, until the build is done", async () => {
    const { list, release, write } = gatedList("slow");
    const first = answerOf(list);
    release();
    expect(await first).toBe(1);
    setWholeListWait(20);
    write();
    expect(await answerOf(list)).toBe(1);
    // The page cache's path (server/page-cache-own.ts) is answered the same bytes, marked stale (X-Page-Cache: stale).
    expect(wholeListSource([list]).kept(list.key)?.stale).toBe(true);
    const builds = wholeListBuilds();
    expect(await answerOf(list)).toBe(1); // joins the build under way, starts no other
    expect(wholeListBuilds()).toBe(builds);
    release();
    // Once built, the change, and the stale bytes are gone.
    await vi.waitFor(async () => expect(await answerOf(list)).toBe(2));
    expect(wholeListSource([list]).kept(list.key)?.stale).toBeUndefined();
  });

  it("bytes out of date for more than ten minutes never stand in, counted from the first write: the request waits for the build", async () => {
    const { list, release, write } = gatedList("old");
    const first = answerOf(list);
    release();
    expect(await first).toBe(1);
    setWholeListWait(20);
    vi.useFakeTimers({ toFake: ["Date"] });
    write();
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1);
    write(); // a later write does not make the bytes before any younger
    let answered = false;
    const second = answerOf(list).then((build) => ((answered = true), build));
    // Well past the wait, it is still waiting for its build, not answered the bytes before.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    release();
    expect(await second).toBe(2);
  });
});

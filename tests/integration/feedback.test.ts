import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as reportRoute } from "@/app/api/admin/reports/feedback/route";
import { POST as answerRoute } from "@/app/api/feedback/[token]/route";
import { feedbackResponses, mailOutbox, reviews } from "@/db/schema";
import { resetEnvForTests } from "@/lib/env";
import { sendDueSurveys } from "@/lib/feedback/survey";
import { enrol, makeTraining, makeTwoCourses } from "../helpers/catalogue";
import { call } from "../helpers/http";
import { makeTrainer, type TestTrainer } from "../helpers/people";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

// Two sessions, 10:00–12:00 in Kolkata on 4 and 5 March 2030: the batch completes at 2030-03-05T06:30:00Z.
const schedule = { startDate: "2030-03-04", endDate: "2030-03-05", startTime: "10:00", endTime: "12:00", timeZone: "Asia/Kolkata" };
const COMPLETED = new Date("2030-03-05T06:30:00Z");

let staff: TestUser;
let learners: TestUser[];
let lapsed: TestUser;
let trainer: TestTrainer;
let trainingId: string;
let otherTrainingId: string;
let courseId: string;
let otherCourseId: string;
const tokens = new Map<string, string>();

beforeAll(async () => {
  process.env.CONTACT_INBOX = "hello@stackwise.test";
  resetEnvForTests();
  [courseId, otherCourseId] = await makeTwoCourses();
  staff = await makeStaff();
  trainer = await makeTrainer({ name: "Priya Nair" });
  learners = [await makeLearner({ name: "Asha Rao" }), await makeLearner({ name: "Vikram Singh" }), await makeLearner({ name: "Meera Iyer" })];
  lapsed = await makeLearner();
  trainingId = (await makeTraining(courseId, { ...schedule, trainerId: trainer.trainerId })).id;
  otherTrainingId = (await makeTraining(otherCourseId, schedule)).id;
  for (const l of learners) await enrol(l.user.id, trainingId);
  await enrol(lapsed.user.id, trainingId, false);
  await enrol(learners[0]!.user.id, otherTrainingId);
});
afterAll(() => {
  delete process.env.CONTACT_INBOX;
  resetEnvForTests();
});

const surveyMails = async (to: string) =>
  (await testDatabase().db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter((m) => m.subject.startsWith("How was"));
const answer = (token: string, body: unknown, ip = "203.0.113.50") => call(answerRoute, { params: { token }, body, ip });
/** A survey's answer with the top marks, but for `overrides`. */
const topMarks = (overrides: Record<string, unknown> = {}) => ({ nps: 10, trainerRating: 5, contentRating: 5, pace: "right", ...overrides });
/** The low-score notices in the contact inbox. */
const lowScoreNotices = async () =>
  (await testDatabase().db.select().from(mailOutbox).where(eq(mailOutbox.to, "hello@stackwise.test"))).filter((m) => m.subject.startsWith("Low feedback"));
const report = (query: string, token = staff.token) => call(reportRoute, { path: `/api/admin/reports/feedback${query}`, token });

describe("The survey mail after a batch completes", () => {
  it("goes to each active learner exactly once, across two workers, within a minute of completing", async () => {
    expect(await sendDueSurveys(new Date(COMPLETED.getTime() - 1))).toEqual({ trainings: 0, mails: 0 });
    const runs = await Promise.all([sendDueSurveys(COMPLETED), sendDueSurveys(COMPLETED)]);
    expect(runs.reduce((n, r) => n + r.trainings, 0)).toBe(2);
    expect(runs.reduce((n, r) => n + r.mails, 0)).toBe(4);
    expect(await sendDueSurveys(new Date(COMPLETED.getTime() + 30_000))).toEqual({ trainings: 0, mails: 0 });
    for (const l of learners) {
      const mails = await surveyMails(l.user.email);
      expect(mails).toHaveLength(l === learners[0] ? 2 : 1);
      const mine = mails.find((m) => m.subject === "How was Kubernetes Operations? Two minutes of feedback")!;
      const token = /\/feedback\/([A-Za-z0-9_-]+)/.exec(mine.text)![1]!;
      expect(mine.text).toContain(`http://localhost:3000/feedback/${token}`);
      tokens.set(l.user.id, token);
    }
    expect(await surveyMails(lapsed.user.email)).toEqual([]);
  });

  it("is not sent for a batch that completed more than a week before the job first saw it", async () => {
    const old = await makeTraining(courseId, { ...schedule, startDate: "2030-01-01", endDate: "2030-01-02" });
    await enrol(lapsed.user.id, old.id);
    expect((await sendDueSurveys(COMPLETED)).mails).toBe(0);
  });
});

describe("POST /api/feedback/{token}", () => {
  it("answers 201 once, 409 the second time, 404 for an unknown or malformed token; the low score is mailed once", async () => {
    const asha = learners[0]!;
    const first = await answer(tokens.get(asha.user.id)!, {
      nps: 4,
      trainerRating: 2,
      contentRating: 3,
      pace: "too_fast",
      comment: "Too much in too little time.",
    });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ message: "Thank you for your feedback!", data: { publishedAsReview: false } });
    const again = await answer(tokens.get(asha.user.id)!, topMarks());
    expect([again.status, again.json.message]).toEqual([409, "You have already answered this survey. Thank you!"]);
    const unknown = await answer("A".repeat(43), topMarks());
    expect([unknown.status, unknown.json.message]).toEqual([404, "This survey link is not valid."]);
    expect((await answer("short", topMarks())).status).toBe(404);
    const inbox = await lowScoreNotices();
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.subject).toBe("Low feedback score (4/10): Kubernetes Operations");
    expect(inbox[0]!.text).toContain(`training ${trainingId}`);
    expect(inbox[0]!.text).toContain("Trainer: Priya Nair.");
    expect(inbox[0]!.text).toContain("Too much in too little time.");
  });

  it("answers 400 with the message for bad input and stores nothing", async () => {
    const token = tokens.get(learners[1]!.user.id)!;
    const bad = await answer(token, topMarks({ nps: 11 }));
    expect([bad.status, bad.json.message, bad.json.errors]).toEqual([
      400,
      "nps must be a whole number from 0 to 10.",
      { nps: "nps must be a whole number from 0 to 10." },
    ]);
    expect((await answer(token, topMarks({ nps: 9, pace: "slowish" }))).json.message).toBe("pace must be too_slow, right or too_fast.");
    expect(await testDatabase().db.select().from(feedbackResponses).where(eq(feedbackResponses.userId, learners[1]!.user.id))).toEqual([]);
  });

  it("with publishAsReview and a comment, the comment becomes the learner's review with contentRating; a high score mails no one", async () => {
    const vikram = learners[1]!;
    const res = await answer(tokens.get(vikram.user.id)!, topMarks({ contentRating: 4, comment: "Hands-on labs every day.", publishAsReview: true }));
    expect(res.status).toBe(201);
    expect(res.json.data.publishedAsReview).toBe(true);
    const [review] = await testDatabase().db.select().from(reviews).where(eq(reviews.userId, vikram.user.id));
    expect(review).toMatchObject({ courseId, rating: 4, review: "Hands-on labs every day." });
    const meera = learners[2]!;
    const plain = await answer(tokens.get(meera.user.id)!, { nps: 8, trainerRating: 4, contentRating: 4, pace: "too_slow", publishAsReview: true });
    expect(plain.json.data.publishedAsReview).toBe(false);
    expect(await testDatabase().db.select().from(reviews).where(eq(reviews.userId, meera.user.id))).toEqual([]);
    const inbox = await lowScoreNotices();
    expect(inbox).toHaveLength(1);
  });
});

describe("GET /api/admin/reports/feedback", () => {
  it("answers NPS, means, pace and comments per training, trainer and course; null without responses", async () => {
    // Three answers to the Kubernetes batch: nps 4, 10, 8 → (1 − 1) / 3 = 0; trainer 2, 5, 4 → 3.7; content 3, 4, 4 → 3.7.
    const expected = {
      responses: 3,
      nps: 0,
      trainerRating: 3.7,
      contentRating: 3.7,
      pace: { too_slow: 1, right: 1, too_fast: 1 },
    };
    for (const query of [`?trainingId=${trainingId}`, `?trainerId=${trainer.trainerId}`, `?courseId=${courseId}`, ""]) {
      const res = await report(query);
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject(expected);
      expect(res.json.data.comments.map((c: { text: string }) => c.text)).toEqual(["Hands-on labs every day.", "Too much in too little time."]);
    }
    const none = await report(`?trainingId=${otherTrainingId}`);
    expect(none.json.data).toEqual({
      responses: 0,
      nps: null,
      trainerRating: null,
      contentRating: null,
      pace: { too_slow: 0, right: 0, too_fast: 0 },
      comments: [],
    });
    expect((await report(`?courseId=${otherCourseId}`)).json.data.responses).toBe(0);
    expect((await report("?trainingId=not-an-id!")).status).toBe(400);
    expect((await call(reportRoute, { path: "/api/admin/reports/feedback" })).status).toBe(401);
    expect((await report("", learners[0]!.token)).status).toBe(403);
    expect((await report("", trainer.token)).status).toBe(403);
  });
});

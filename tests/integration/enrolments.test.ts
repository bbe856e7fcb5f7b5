import { beforeAll, describe, expect, it } from "vitest";
import { GET as myEnrolments } from "@/app/api/enrollment/getAllEnrollmentsByUserId/route";
import { addDays } from "@/lib/schedule/schedule";
import { enrol, makeTraining, makeTwoCourses, today } from "../helpers/catalogue";
import { makeLearner } from "../helpers/users";
import { call } from "../helpers/http";

let courseA: string;
let courseB: string;

beforeAll(async () => {
  [courseA, courseB] = await makeTwoCourses();
});

describe("GET /api/enrollment/getAllEnrollmentsByUserId", () => {
  it("answers 401 without a session", async () => {
    expect((await call(myEnrolments)).status).toBe(401);
  });

  it("lists only the caller's enrolments, with meeting links only on active ones, and the LIVE flag", async () => {
    const me = await makeLearner();
    const other = await makeLearner();
    const ongoing = await makeTraining(courseA);
    const upcoming = await makeTraining(courseB, { startDate: addDays(today, 10), endDate: addDays(today, 20) });
    const someoneElses = await makeTraining(courseB);
    await enrol(me.user.id, ongoing.id);
    await enrol(me.user.id, upcoming.id, false);
    await enrol(other.user.id, someoneElses.id);

    const { status, json, headers } = await call(myEnrolments, { token: me.token });
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(json.data.map((e: { trainingId: { _id: string } }) => e.trainingId._id).sort()).toEqual([ongoing.id, upcoming.id].sort());
    const active = json.data.find((e: { trainingId: { _id: string } }) => e.trainingId._id === ongoing.id);
    const inactive = json.data.find((e: { trainingId: { _id: string } }) => e.trainingId._id === upcoming.id);
    expect(active).toMatchObject({ isActive: true, isLive: true, trainingId: { tcStatus: "Ongoing", meetingLink: ongoing.meetingLink } });
    expect(inactive).toMatchObject({ isActive: false, isLive: false, trainingId: { tcStatus: "Upcoming" } });
    expect(inactive.trainingId).not.toHaveProperty("meetingLink");
    expect(JSON.stringify(json)).not.toContain(someoneElses.meetingLink);
    expect(JSON.stringify(json)).not.toContain(upcoming.meetingLink);
  });
});

// One attendance rule everywhere (billing-and-delivery.md §9): a staff correction wins, then the session's roster,
// then a Join click. Staff's grid and certificates used it; the lead's overview and CSV and the buyer's team view
// counted clicks, so a learner the roster showed absent looked present to the client.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as bookingAttendance } from "@/app/api/org/bookings/[id]/attendance/route";
import { GET as overview } from "@/app/api/org/overview/route";
import { GET as myBookings } from "@/app/api/booking/getMyBookings/route";
import { attendance, attendanceCorrections, rosterMarks, sessionRosters, users } from "@/db/schema";
import { setClock } from "@/lib/clock";
import { makeTraining, makeTwoCourses } from "../helpers/catalogue";
import { call } from "../helpers/http";
import { linkBooking, makeOrganizationWithLead } from "../helpers/people";
import { assign, createBooking, inr } from "../helpers/sales";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

// Sessions 10:00–12:00 in Kolkata on 7, 8 and 9 January 2030; "now" is after the second ended, before the third.
const NOW = new Date("2030-01-08T08:00:00Z");
let lead: TestUser;
let buyer: TestUser;
let bookingId: string;
const ids: Record<"ana" | "ben" | "cam", string> = { ana: "", ben: "", cam: "" };

beforeAll(async () => {
  setClock(NOW);
  const staff = await makeStaff();
  let organizationId: string;
  ({ organizationId, lead } = await makeOrganizationWithLead("One Rule Pvt Ltd"));
  buyer = await makeLearner({ name: "Bea Buyer" });
  const [courseId] = await makeTwoCourses();
  const training = await makeTraining(courseId!, { startDate: "2030-01-07", endDate: "2030-01-09", startTime: "10:00", endTime: "12:00" });
  const created = await createBooking(staff.token, {
    trainingId: training.id,
    seats: 3,
    price: inr(30_000),
    buyerEmail: buyer.user.email,
    organization: "One Rule Pvt Ltd",
  });
  bookingId = created.json.data._id;
  expect((await assign(staff.token, bookingId, ["ana.rule@example.com", "ben.rule@example.com", "cam.rule@example.com"])).status).toBe(200);
  await linkBooking(bookingId, organizationId);
  const { db } = testDatabase();
  for (const name of ["ana", "ben", "cam"] as const) {
    const [u] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `${name}.rule@example.com`));
    ids[name] = u!.id;
    await db.update(users).set({ name: name.toUpperCase() }).where(eq(users.id, u!.id));
  }
  // 7 January: Ana and Ben clicked Join, Cam did not. The roster says Ana left early (absent), Ben stayed, Cam absent;
  // staff corrected Cam to present (he was in the room on a colleague's laptop).
  // 8 January: Ana and Ben clicked, no roster; staff corrected Ana to absent.
  await db.insert(attendance).values([
    { trainingId: training.id, userId: ids.ana, sessionDate: "2030-01-07", joinedAt: new Date("2030-01-07T04:25:00Z") },
    { trainingId: training.id, userId: ids.ben, sessionDate: "2030-01-07", joinedAt: new Date("2030-01-07T04:25:00Z") },
    { trainingId: training.id, userId: ids.ana, sessionDate: "2030-01-08", joinedAt: new Date("2030-01-08T04:25:00Z") },
    { trainingId: training.id, userId: ids.ben, sessionDate: "2030-01-08", joinedAt: new Date("2030-01-08T04:25:00Z") },
  ]);
  const [roster] = await db
    .insert(sessionRosters)
    .values({ trainingId: training.id, sessionDate: "2030-01-07", format: "zoom", uploadedBy: staff.user.id })
    .returning({ id: sessionRosters.id });
  await db.insert(rosterMarks).values([
    { rosterId: roster!.id, userId: ids.ana, minutes: 20, present: false },
    { rosterId: roster!.id, userId: ids.ben, minutes: 120, present: true },
    { rosterId: roster!.id, userId: ids.cam, minutes: 0, present: false },
  ]);
  await db.insert(attendanceCorrections).values([
    { trainingId: training.id, userId: ids.cam, sessionDate: "2030-01-07", present: true, recordedBy: staff.user.id },
    { trainingId: training.id, userId: ids.ana, sessionDate: "2030-01-08", present: false, recordedBy: staff.user.id },
  ]);
});
afterAll(() => setClock(undefined));

// Ana: roster absent over her click, then a correction over her click: 0 of 3. Ben: roster present, then a click:
// 2 of 3. Cam: a correction over the roster's absence: 1 of 3.
const expected = { ana: 0, ben: 2, cam: 1 };

describe("the client sees the attendance staff and certificates use", () => {
  it("the lead's overview counts each learner's sessions by correction, then roster, then click", async () => {
    const res = await call(overview, { token: lead.token });
    expect(res.status).toBe(200);
    const booking = res.json.data[0].bookings.find((b: { _id: string }) => b._id === bookingId);
    const counts = Object.fromEntries(booking.learners.map((l: { name: string; attended: number }) => [l.name.toLowerCase(), l.attended]));
    expect(counts).toEqual(expected);
  });

  it("the lead's attendance CSV marks each session the same way", async () => {
    const res = await bookingAttendance(
      new Request(`http://localhost:3000/api/org/bookings/${bookingId}/attendance?format=csv`, { headers: { authorization: `Bearer ${lead.token}` } }),
      { params: Promise.resolve({ id: bookingId }) },
    );
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toEqual([
      `"Name","Email","2030-01-07","2030-01-08","2030-01-09","Rate (%)"`,
      `"ANA","ana.rule@example.com","absent","absent","","0"`,
      `"BEN","ben.rule@example.com","present","present","","66.7"`,
      `"CAM","cam.rule@example.com","present","absent","","33.3"`,
    ]);
  });

  it("the buyer's team view counts the same", async () => {
    const res = await call(myBookings, { token: buyer.token });
    expect(res.status).toBe(200);
    const booking = res.json.data.find((b: { _id: string }) => b._id === bookingId);
    const counts = Object.fromEntries(booking.learners.map((l: { name: string; sessionsAttended: number }) => [l.name.toLowerCase(), l.sessionsAttended]));
    expect(counts).toEqual(expected);
  });
});

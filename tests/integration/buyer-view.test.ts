// Enterprise buyers see their learners' attendance and certificates (issue #13 item 4; GET /api/booking/getMyBookings).
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as revoke } from "@/app/api/admin/certificates/[id]/route";
import { POST as handIssue } from "@/app/api/admin/certificates/route";
import { GET as myBookings } from "@/app/api/booking/getMyBookings/route";
import { apiHandlers } from "@/app/api/registry";
import { PaymentsCard } from "@/components/portal/payments-card";
import { attendance } from "@/db/schema";
import { openApiDocument } from "@/lib/openapi/generate";
import { makeTraining, makeTwoCourses } from "../helpers/catalogue";
import { call } from "../helpers/http";
import { assign, createBooking, inr, pay } from "../helpers/sales";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

// Eight daily sessions, 1 to 8 January 2030.
const batch = { startDate: "2030-01-01", endDate: "2030-01-08", startTime: "10:00", endTime: "12:00", timeZone: "Asia/Kolkata" };
const day = (n: number) => `2030-01-0${n}`;

async function attended(userId: string, trainingId: string, dates: string[]) {
  await testDatabase()
    .db.insert(attendance)
    .values(dates.map((sessionDate) => ({ trainingId, userId, sessionDate, joinedAt: new Date(`${sessionDate}T04:30:00Z`) })));
}

describe("GET /api/booking/getMyBookings for a buyer", () => {
  let staff: TestUser;
  let buyer: TestUser;
  let asha: TestUser;
  let ravi: TestUser;
  let other: TestUser;
  let stranger: TestUser;
  let bookingId: string;
  let certificateId: string;
  let courseId: string;

  beforeAll(async () => {
    staff = await makeStaff();
    [courseId] = await makeTwoCourses();
    const training = await makeTraining(courseId, batch);
    buyer = await makeLearner({ name: "Meera Buyer", email: `Meera.${Date.now()}@Example.com` });
    asha = await makeLearner({ name: "Asha Learner" });
    ravi = await makeLearner({ name: "Ravi Learner" });
    other = await makeLearner({ name: "Other Company Learner" });
    stranger = await makeLearner();

    const b = (await createBooking(staff.token, { trainingId: training.id, buyerEmail: buyer.user.email.toLowerCase(), seats: 2, price: inr(2000) })).json.data;
    bookingId = b._id;
    expect((await assign(staff.token, b._id, [asha.user.email, ravi.user.email])).status).toBe(200);
    expect((await pay(staff.token, b._id, { amount: inr(2000) })).status).toBe(201);
    // Another company's booking of the same batch: its learner is not this buyer's.
    const o = (await createBooking(staff.token, { trainingId: training.id, buyerEmail: "someone.else@example.com", seats: 1, price: inr(1000) })).json.data;
    await assign(staff.token, o._id, [other.user.email]);

    // Asha: 6 of 8 sessions (a record on a date that is no session does not count); Ravi: 3 of 8.
    await attended(asha.user.id, training.id, [1, 2, 3, 4, 5, 6].map(day).concat("2030-01-09"));
    await attended(ravi.user.id, training.id, [1, 2, 8].map(day));
    await attended(other.user.id, training.id, [1].map(day));
    const issued = await call(handIssue, { token: staff.token, body: { trainingId: training.id, userId: asha.user.id } });
    expect(issued.status).toBe(201);
    certificateId = issued.json.data._id;
  });

  it("shows the buyer (email in any case) every learner's attendance and certificate", async () => {
    const res = await call(myBookings, { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(1);
    expect(res.json.data[0]._id).toBe(bookingId);
    const byName = [...res.json.data[0].learners].sort((a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name));
    expect(byName).toEqual([
      {
        name: "Asha Learner",
        email: asha.user.email,
        attendanceRate: 75,
        sessionsAttended: 6,
        sessions: 8,
        certificate: {
          url: `http://localhost:3000/certificates/${certificateId}`,
          pdfUrl: `http://localhost:3000/certificates/${certificateId}.pdf`,
          valid: true,
        },
      },
      { name: "Ravi Learner", email: ravi.user.email, attendanceRate: 37.5, sessionsAttended: 3, sessions: 8, certificate: null },
    ]);
  });

  it("shows it on /account in the Payments card", async () => {
    const html = renderToStaticMarkup(await PaymentsCard({ user: { _id: buyer.user.id, email: buyer.user.email } }));
    expect(html).toContain("Your team");
    expect(html).toContain("6 of 8 sessions (75%)");
    expect(html).toContain("3 of 8 sessions (37.5%)");
    expect(html).toContain(`href="http://localhost:3000/certificates/${certificateId}"`);
    expect(html).toContain("View certificate");
    expect(html).not.toContain("Other Company Learner");
    const asLearner = renderToStaticMarkup(await PaymentsCard({ user: { _id: ravi.user.id, email: ravi.user.email } }));
    expect(asLearner).not.toContain("Your team");
    expect(asLearner).not.toContain("Asha Learner");
  });

  it("shows no team on /account for a seat the buyer bought for themselves alone", async () => {
    const self = await makeLearner({ name: "Solo Buyer" });
    const training = await makeTraining(courseId, batch);
    const b = (await createBooking(staff.token, { trainingId: training.id, buyerEmail: self.user.email, seats: 1, price: inr(1000) })).json.data;
    await assign(staff.token, b._id, [self.user.email]);
    const res = await call(myBookings, { token: self.token });
    expect(res.json.data[0].learners).toEqual([
      { name: "Solo Buyer", email: self.user.email, attendanceRate: 0, sessionsAttended: 0, sessions: 8, certificate: null },
    ]);
    const html = renderToStaticMarkup(await PaymentsCard({ user: { _id: self.user.id, email: self.user.email } }));
    expect(html).toContain(b.number);
    expect(html).not.toContain("Your team");
  });

  it("never shows a learner the other learners of the booking", async () => {
    for (const who of [asha, ravi]) {
      const res = await call(myBookings, { token: who.token });
      expect(res.status).toBe(200);
      expect(res.json.data).toHaveLength(1);
      expect(res.json.data[0]._id).toBe(bookingId);
      expect(res.json.data[0]).not.toHaveProperty("learners");
      expect(JSON.stringify(res.json.data)).not.toContain(who === asha ? ravi.user.email : asha.user.email);
    }
  });

  it("shows nothing of it to anyone else, and 401 without a session", async () => {
    expect((await call(myBookings, { token: stranger.token })).json.data).toEqual([]);
    const others = (await call(myBookings, { token: other.token })).json.data;
    expect(others).toHaveLength(1);
    expect(others[0]._id).not.toBe(bookingId);
    expect(JSON.stringify(others)).not.toContain(asha.user.email);
    expect((await call(myBookings, {})).status).toBe(401);
  });

  it("marks a revoked certificate invalid and offers no link to it", async () => {
    expect((await call(revoke, { method: "DELETE", token: staff.token, params: { id: certificateId } })).status).toBe(200);
    const res = await call(myBookings, { token: buyer.token });
    const learner = res.json.data[0].learners.find((l: { email: string }) => l.email === asha.user.email);
    expect(learner.certificate).toMatchObject({ valid: false });
    const html = renderToStaticMarkup(await PaymentsCard({ user: { _id: buyer.user.id, email: buyer.user.email } }));
    expect(html).not.toContain("View certificate");
    expect(html).toContain("Certificate revoked");
  });

  it("declares the learners in the OpenAPI document", () => {
    const schemas = (
      openApiDocument("http://localhost:3000", apiHandlers()) as {
        components: { schemas: Record<string, { properties: Record<string, { description?: string }> }> };
      }
    ).components.schemas;
    expect(schemas.MyBooking!.properties.learners!.description).toMatch(/only for its buyer/);
    expect(Object.keys(schemas.BookingLearnerProgress!.properties)).toEqual(["name", "email", "attendanceRate", "sessionsAttended", "sessions", "certificate"]);
  });
});

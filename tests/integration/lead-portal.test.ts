// The client's training lead (billing-and-delivery.md §7): the overview of their organisations, a booking's
// attendance as CSV, substituting a learner before the batch starts. Another organisation's ids answer 404.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as issueInvoice } from "@/app/api/admin/bookings/[id]/invoice/route";
import { GET as bookingAttendance } from "@/app/api/org/bookings/[id]/attendance/route";
import { POST as substitute } from "@/app/api/org/bookings/[id]/substitute/route";
import { GET as orgInvoice } from "@/app/api/org/invoices/[id]/route";
import { GET as overview } from "@/app/api/org/overview/route";
import { GET as authVerify } from "@/app/api/user/authVerify/route";
import { attendance, enrolments, invoices, mailOutbox, users } from "@/db/schema";
import { handIssueCertificate } from "@/lib/certificates/staff";
import { addDays } from "@/lib/schedule/schedule";
import { auditRows } from "../helpers/audit";
import { makeTraining, makeTwoCourses, today } from "../helpers/catalogue";
import { call, refusal } from "../helpers/http";
import { linkBooking, makeOrganizationWithLead, makeTrainer } from "../helpers/people";
import { assign, createBooking, inr, pay } from "../helpers/sales";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";
import { SUBSTITUTE_REFUSED as SEAT_REFUSED, substituteRateLimit } from "@/lib/sales/substitute";

const SUBSTITUTE_LIMIT = substituteRateLimit.limit;

let staff: TestUser;
let lead: TestUser;
let otherLead: TestUser;
let orgId: string;
let upcomingBooking: string; // org 1, batch in 10 days, paid, two learners
let runningBooking: string; // org 1, batch running since yesterday, awaiting payment
let foreignBooking: string; // org 2
let runningTrainingId: string;
let courseIdOf: string;

const mailsTo = (to: string) => testDatabase().db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const learnerOf = async (email: string) => (await testDatabase().db.select().from(users).where(eq(users.email, email)))[0]!;

beforeAll(async () => {
  staff = await makeStaff();
  ({ organizationId: orgId, lead } = await makeOrganizationWithLead("Acme Cloud Pvt Ltd"));
  const other = await makeOrganizationWithLead("Globex Ltd");
  otherLead = other.lead;
  const [courseId] = await makeTwoCourses();
  courseIdOf = courseId!;
  const upcoming = await makeTraining(courseId, { startDate: addDays(today, 10), endDate: addDays(today, 12) });
  const running = await makeTraining(courseId);
  runningTrainingId = running.id;

  upcomingBooking = (await createBooking(staff.token, { trainingId: upcoming.id, organization: "Acme Cloud Pvt Ltd", seats: 2, price: inr(40_000) })).json.data
    ._id;
  await assign(staff.token, upcomingBooking, ["priya.acme@example.com", "karan.acme@example.com"]);
  await pay(staff.token, upcomingBooking, { amount: inr(40_000) });
  runningBooking = (await createBooking(staff.token, { trainingId: running.id, organization: "Acme Cloud Pvt Ltd", seats: 1, price: inr(25_000) })).json.data
    ._id;
  await assign(staff.token, runningBooking, ["dev.acme@example.com"]);
  await pay(staff.token, runningBooking, { amount: inr(5_000) });
  foreignBooking = (await createBooking(staff.token, { trainingId: upcoming.id, organization: "Globex Ltd", seats: 1 })).json.data._id;
  await assign(staff.token, foreignBooking, ["zoe.globex@example.com"]);
  await linkBooking(upcomingBooking, orgId);
  await linkBooking(runningBooking, orgId);
  await linkBooking(foreignBooking, other.organizationId);

  // Dev attended yesterday's session, has a certificate, and a name a spreadsheet would run.
  const dev = await learnerOf("dev.acme@example.com");
  await testDatabase().db.update(users).set({ name: '=HYPERLINK("x")' }).where(eq(users.id, dev.id));
  await testDatabase()
    .db.insert(attendance)
    .values({ trainingId: running.id, userId: dev.id, sessionDate: addDays(today, -1) });
  await handIssueCertificate(staff.user.id, { trainingId: running.id, userId: dev.id });
});

describe("the lead's overview", () => {
  it("shows their organisation's bookings with each learner's attendance, certificate, balance and what is outstanding", async () => {
    const res = await call(overview, { token: lead.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(1);
    const [org] = res.json.data;
    expect(org.organization).toEqual({ _id: orgId, name: "Acme Cloud Pvt Ltd" });
    // Each booking's first payment issued its invoice, oldest first; the lead downloads them through /api/org.
    expect(org.invoices).toEqual([
      {
        number: expect.stringMatching(/^INV\/\d\d-\d\d\/\d{4,}$/),
        issuedOn: today,
        total: inr(40_000),
        url: expect.stringMatching(/^\/api\/org\/invoices\/[a-z0-9]+$/),
      },
      { number: expect.stringMatching(/^INV\//), issuedOn: today, total: inr(25_000), url: expect.stringMatching(/^\/api\/org\/invoices\//) },
    ]);
    expect(org.outstanding).toEqual(inr(20_000));
    expect(org.bookings.map((b: { _id: string }) => b._id).sort()).toEqual([upcomingBooking, runningBooking].sort());
    const running = org.bookings.find((b: { _id: string }) => b._id === runningBooking);
    expect(running).toMatchObject({
      seats: 1,
      status: "awaiting_payment",
      balance: inr(20_000),
      training: { _id: runningTrainingId, tcStatus: "Ongoing", courseTitle: "Kubernetes Operations" },
    });
    expect(running.learners).toEqual([
      {
        userId: expect.any(String),
        name: '=HYPERLINK("x")',
        email: "dev.acme@example.com",
        sessions: 3,
        attended: 1,
        attendanceRate: 33.3,
        certificateUrl: expect.stringMatching(/\/certificates\/[A-Za-z0-9-]+$/),
      },
    ]);
    const upcoming = org.bookings.find((b: { _id: string }) => b._id === upcomingBooking);
    expect(upcoming).toMatchObject({ status: "paid", balance: inr(0), training: { tcStatus: "Upcoming" } });
    expect(upcoming.learners.map((l: { email: string; certificateUrl: null }) => [l.email, l.certificateUrl])).toEqual([
      ["karan.acme@example.com", null],
      ["priya.acme@example.com", null],
    ]);
    expect(JSON.stringify(res.json)).not.toContain("globex");
  });

  it("answers 401 to visitors and 403 to signed-in non-leads (learners, trainers, staff)", async () => {
    const learner = await makeLearner();
    const trainer = await makeTrainer();
    expect(refusal(await call(overview))[0]).toBe(401);
    for (const who of [learner, trainer, staff]) expect(refusal(await call(overview, { token: who.token }))).toEqual([403, "Training leads only."]);
    expect(refusal(await call(bookingAttendance, { token: learner.token, params: { id: upcomingBooking } }))).toEqual([403, "Training leads only."]);
    expect(
      refusal(await call(substitute, { token: learner.token, params: { id: upcomingBooking }, body: { userId: learner.user.id, email: "a@example.com" } })),
    ).toEqual([403, "Training leads only."]);
  });

  it("authVerify names a lead's organisations, and nobody else's", async () => {
    expect((await call(authVerify, { token: lead.token })).json.data.organizations).toEqual([{ _id: orgId, name: "Acme Cloud Pvt Ltd" }]);
    const learner = await makeLearner();
    expect((await call(authVerify, { token: learner.token })).json.data).not.toHaveProperty("organizations");
  });
});

describe("an invoice for its lead", () => {
  type PdfHandler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
  const download = (id: string, token?: string) =>
    (orgInvoice as PdfHandler)(new Request(`http://localhost/api/org/invoices/${id}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }), {
      params: Promise.resolve({ id }),
    });
  const invoiceOf = async (bookingId: string) => (await testDatabase().db.select().from(invoices).where(eq(invoices.bookingId, bookingId)))[0]!;

  it("answers the PDF of their organisation's invoice, at the URL the overview gives", async () => {
    const mine = await invoiceOf(upcomingBooking);
    const [org] = (await call(overview, { token: lead.token })).json.data;
    expect(org.invoices.map((i: { url: string }) => i.url)).toContain(`/api/org/invoices/${mine.id}`);
    const res = await download(mine.id, lead.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("answers 404 for another organisation's invoice (both ways) and an unknown one, 403 to non-leads, 401 to visitors", async () => {
    expect(
      (await call(issueInvoice, { token: staff.token, params: { id: foreignBooking }, path: `/api/admin/bookings/${foreignBooking}/invoice`, body: {} }))
        .status,
    ).toBe(201);
    const foreign = await invoiceOf(foreignBooking);
    const mine = await invoiceOf(runningBooking);
    expect((await download(foreign.id, otherLead.token)).status).toBe(200);
    for (const [id, who] of [
      [foreign.id, lead],
      [mine.id, otherLead],
      ["nosuch", lead],
    ] as const) {
      const res = await download(id, who.token);
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe("Invoice not found.");
    }
    const [org] = (await call(overview, { token: lead.token })).json.data;
    expect(org.invoices.map((i: { url: string }) => i.url)).not.toContain(`/api/org/invoices/${foreign.id}`);
    expect((await download(mine.id, (await makeLearner()).token)).status).toBe(403);
    expect((await download(mine.id, staff.token)).status).toBe(403);
    expect((await download(mine.id)).status).toBe(401);
  });
});

describe("a booking's attendance for its lead", () => {
  it("answers a formula-safe CSV: present, absent or nothing yet per session, and the rate", async () => {
    const res = await call(bookingAttendance, {
      token: lead.token,
      params: { id: runningBooking },
      path: `/api/org/bookings/${runningBooking}/attendance?format=csv`,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const [header, row] = (res.json as string)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe(`"Name","Email","${addDays(today, -1)}","${today}","${addDays(today, 1)}","Rate (%)"`);
    expect(row!.startsWith(`"'=HYPERLINK(""x"")","dev.acme@example.com","present",`)).toBe(true);
    expect(row!.endsWith(`,"","33.3"`)).toBe(true);
    const json = await call(bookingAttendance, { token: lead.token, params: { id: upcomingBooking } });
    expect(json.json.data.learners[0].marks).toEqual(["", "", ""]);
  });

  it("answers 404 for another organisation's booking and an unknown one", async () => {
    expect(refusal(await call(bookingAttendance, { token: lead.token, params: { id: foreignBooking } }))).toEqual([404, "Booking not found."]);
    expect(refusal(await call(bookingAttendance, { token: otherLead.token, params: { id: runningBooking } }))).toEqual([404, "Booking not found."]);
    expect(refusal(await call(bookingAttendance, { token: lead.token, params: { id: "nosuch" } }))).toEqual([404, "Booking not found."]);
  });
});

describe("substituting a learner", () => {
  it("moves the seat to an unknown email before the batch starts: old enrolment inactive, new one with the same access, both mailed, audited", async () => {
    const priya = await learnerOf("priya.acme@example.com");
    const res = await call(substitute, { token: lead.token, params: { id: upcomingBooking }, body: { userId: priya.id, email: "Meena.Acme@Example.com" } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Seat moved.");
    expect(res.json.data.learners.map((l: { email: string }) => l.email)).toEqual(["karan.acme@example.com", "meena.acme@example.com"]);
    const meena = await learnerOf("meena.acme@example.com");
    const rows = await testDatabase().db.select().from(enrolments).where(eq(enrolments.userId, priya.id));
    expect(rows).toMatchObject([{ isActive: false, bookingId: null }]);
    expect((await testDatabase().db.select().from(enrolments).where(eq(enrolments.userId, meena.id)))[0]).toMatchObject({
      isActive: true,
      bookingId: upcomingBooking,
    });
    expect((await mailsTo("priya.acme@example.com")).map((m) => m.subject)).toContain("Your seat in Kubernetes Operations has moved to a colleague");
    const [invite] = await mailsTo("meena.acme@example.com");
    expect(invite!.subject).toBe("You have a seat in Kubernetes Operations: set your password");
    const audit = (await auditRows("booking", upcomingBooking)).filter((a) => a.actorUserId === lead.user.id);
    expect(audit).toHaveLength(1);
  });

  it("gives the seat to an existing account with a notice", async () => {
    const known = await makeLearner({ name: "Ravi Known" });
    const karan = await learnerOf("karan.acme@example.com");
    const res = await call(substitute, { token: lead.token, params: { id: upcomingBooking }, body: { userId: karan.id, email: known.user.email } });
    expect(res.status).toBe(200);
    expect((await mailsTo(known.user.email)).map((m) => m.subject)).toEqual(["You have a seat in Kubernetes Operations"]);
  });

  it("refuses after the first session started (409), another organisation's booking (404), someone not on the booking (404), bad emails (400) and a person with a seat already (409)", async () => {
    const dev = await learnerOf("dev.acme@example.com");
    expect(refusal(await call(substitute, { token: lead.token, params: { id: runningBooking }, body: { userId: dev.id, email: "late@example.com" } }))).toEqual(
      [409, "The batch has started: its learners can no longer be substituted."],
    );
    const zoe = await learnerOf("zoe.globex@example.com");
    expect(refusal(await call(substitute, { token: lead.token, params: { id: foreignBooking }, body: { userId: zoe.id, email: "x@example.com" } }))).toEqual([
      404,
      "Booking not found.",
    ]);
    const meena = await learnerOf("meena.acme@example.com");
    expect(
      refusal(await call(substitute, { token: otherLead.token, params: { id: upcomingBooking }, body: { userId: meena.id, email: "x@example.com" } })),
    ).toEqual([404, "Booking not found."]);
    expect(refusal(await call(substitute, { token: lead.token, params: { id: upcomingBooking }, body: { userId: zoe.id, email: "x@example.com" } }))).toEqual([
      404,
      "That account is not a learner of this booking.",
    ]);
    expect(refusal(await call(substitute, { token: lead.token, params: { id: upcomingBooking }, body: { userId: meena.id, email: "not-an-email" } }))).toEqual([
      400,
      "Enter the email address of the person taking the seat.",
    ]);
    expect(
      refusal(await call(substitute, { token: lead.token, params: { id: upcomingBooking }, body: { userId: meena.id, email: "MEENA.acme@example.com" } })),
    ).toEqual([400, "Give the email of someone else: this learner already has the seat."]);
    expect(
      refusal(await call(substitute, { token: lead.token, params: { id: upcomingBooking }, body: { userId: meena.id, email: "zoe.globex@example.com" } })),
    ).toEqual([409, SEAT_REFUSED]);
  });

  // The lead may type any address: the answer must not tell them who else is a customer, nor what name someone
  // registered under, and the call is throttled so it can't be run down a list of addresses.
  it("answers the same whether the person holds a seat through another organisation's booking or their own organisation's", async () => {
    const acme = await makeOrganizationWithLead("Initrode Acme");
    const upcoming = await makeTraining(courseIdOf, { startDate: addDays(today, 20), endDate: addDays(today, 21) });
    const own = (await createBooking(staff.token, { trainingId: upcoming.id, organization: "Initrode Acme", seats: 2 })).json.data._id;
    const ownOther = (await createBooking(staff.token, { trainingId: upcoming.id, organization: "Initrode Acme", seats: 1 })).json.data._id;
    const foreign = (await createBooking(staff.token, { trainingId: upcoming.id, organization: "Elsewhere Ltd", seats: 1 })).json.data._id;
    await assign(staff.token, own, ["ana.initrode@example.com"]);
    await assign(staff.token, ownOther, ["bo.initrode@example.com"]);
    await assign(staff.token, foreign, ["cy.elsewhere@example.com"]);
    await linkBooking(own, acme.organizationId);
    await linkBooking(ownOther, acme.organizationId);
    const ana = await learnerOf("ana.initrode@example.com");
    const answers = [];
    for (const email of ["bo.initrode@example.com", "cy.elsewhere@example.com"]) {
      const [status, message] = refusal(await call(substitute, { token: acme.lead.token, params: { id: own }, body: { userId: ana.id, email } }));
      answers.push([status, (message ?? "").replace(email, "EMAIL")]);
    }
    expect(answers).toEqual([
      [409, SEAT_REFUSED],
      [409, SEAT_REFUSED],
    ]);
  });

  it("never shows the name an unrelated account registered under; a colleague's name it already sees stays", async () => {
    const acme = await makeOrganizationWithLead("Vandelay Acme");
    const upcoming = await makeTraining(courseIdOf, { startDate: addDays(today, 20), endDate: addDays(today, 21) });
    const own = (await createBooking(staff.token, { trainingId: upcoming.id, organization: "Vandelay Acme", seats: 2 })).json.data._id;
    await assign(staff.token, own, ["art.vandelay@example.com", "kel.vandelay@example.com"]);
    await linkBooking(own, acme.organizationId);
    const stranger = await makeLearner({ name: "Secret Stranger Name" });
    const art = await learnerOf("art.vandelay@example.com");
    const res = await call(substitute, { token: acme.lead.token, params: { id: own }, body: { userId: art.id, email: stranger.user.email } });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.json)).not.toContain("Secret Stranger Name");
    const seated = res.json.data.learners.find((l: { email: string }) => l.email === stranger.user.email.toLowerCase());
    expect(seated.name).toBe(stranger.user.email.toLowerCase());
    // Nor do the overview, the attendance CSV or the buyer's team view later.
    expect(JSON.stringify((await call(overview, { token: acme.lead.token })).json)).not.toContain("Secret Stranger Name");
    const csv = await call(bookingAttendance, { token: acme.lead.token, params: { id: own }, path: `/api/org/bookings/${own}/attendance?format=csv` });
    expect(JSON.stringify(csv.json)).toContain(stranger.user.email.toLowerCase());
    expect(JSON.stringify(csv.json)).not.toContain("Secret Stranger Name");
    // A colleague the organisation already sees (its own learner, its contact) keeps their name.
    const kel = await learnerOf("kel.vandelay@example.com");
    expect(res.json.data.learners.find((l: { userId: string }) => l.userId === kel.id).name).toBe(kel.name);
  });

  it("is rate limited per lead (429 once the limit is reached)", async () => {
    const acme = await makeOrganizationWithLead("Throttled Acme");
    const statuses = [];
    for (let i = 0; i < SUBSTITUTE_LIMIT + 1; i++) {
      statuses.push(
        (await call(substitute, { token: acme.lead.token, params: { id: upcomingBooking }, body: { userId: "nosuchlearner", email: `p${i}@example.com` } }))
          .status,
      );
    }
    expect(statuses.slice(0, SUBSTITUTE_LIMIT).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

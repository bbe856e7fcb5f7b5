// Organisations, their leads' accounts and bookings bought by one (billing-and-delivery.md §1, §7).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getRoute, PUT as putRoute } from "@/app/api/admin/organizations/[id]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/admin/organizations/route";
import { auditLog, mailOutbox, users } from "@/db/schema";
import { gstinCheckCharacter } from "@/lib/gst/gstin";
import { sevenDayInvitation } from "../helpers/auth-flows";
import { makeTraining, makeTwoCourses } from "../helpers/catalogue";
import { call, refusal } from "../helpers/http";
import { createBooking } from "../helpers/sales";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let staff: TestUser;
let learner: TestUser;
let courseId: string;

beforeAll(async () => {
  [staff, learner] = await Promise.all([makeStaff(), makeLearner()]);
  [courseId] = await makeTwoCourses();
});

/** A valid GSTIN of the state, with a PAN made of `pan` (5 letters). */
const gstin = (state: string, pan = "AAACB") => `${state}${pan}1234C1Z` + gstinCheckCharacter(`${state}${pan}1234C1Z`);
const body = (overrides: Record<string, unknown> = {}) => ({
  name: "Globex Technologies",
  billingAddress: "12 MG Road\nBengaluru 560001",
  contacts: [{ name: "Priya Nair", email: "priya@globex.example", phone: "+91 98450 00000", isLead: false }],
  ...overrides,
});
const create = (b: Record<string, unknown>, token = staff.token) => call(createRoute, { token, path: "/api/admin/organizations", body: b });
const put = (id: string, b: Record<string, unknown>) => call(putRoute, { token: staff.token, params: { id }, path: `/api/admin/organizations/${id}`, body: b });
const list = (q = "") => call(listRoute, { token: staff.token, path: `/api/admin/organizations${q ? `?q=${encodeURIComponent(q)}` : ""}` });
const mailsTo = (to: string) => testDatabase().db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe("access", () => {
  it("answers 401 anonymous and 403 to a learner", async () => {
    expect(refusal(await call(listRoute, { path: "/api/admin/organizations" }))[0]).toBe(401);
    expect((await create(body(), learner.token)).status).toBe(403);
    expect((await call(getRoute, { token: learner.token, params: { id: "abc" } })).status).toBe(403);
  });
});

describe("POST/GET/PUT /api/admin/organizations", () => {
  it("creates one (201): a lower-case GSTIN stored upper case, the state taken from it, country IN; audited", async () => {
    const g = gstin("29");
    const res = await create(body({ gstin: g.toLowerCase() }));
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("Organisation created.");
    expect(res.json.data).toEqual({
      _id: expect.any(String),
      name: "Globex Technologies",
      gstin: g,
      billingAddress: "12 MG Road\nBengaluru 560001",
      stateCode: "29",
      country: "IN",
      // books.md §1: the treatment follows from the GSTIN, the PAN is read from it; no accounts address, terms 0.
      gstTreatment: "registered",
      accountsEmail: null,
      paymentTermsDays: 0,
      pan: g.slice(2, 12),
      contacts: [{ name: "Priya Nair", email: "priya@globex.example", phone: "+91 98450 00000", isLead: false, userId: null }],
      createdAt: expect.any(String),
    });
    const got = await call(getRoute, { token: staff.token, params: { id: res.json.data._id }, path: "/x" });
    expect(got.json.data).toEqual(res.json.data);
    const [audit] = await testDatabase().db.select().from(auditLog).where(eq(auditLog.entityId, res.json.data._id));
    expect(audit).toMatchObject({ action: "create", entity: "organization", actorUserId: staff.user.id });
    expect(refusal(await call(getRoute, { token: staff.token, params: { id: "nosuchorg" }, path: "/x" }))).toEqual([404, "That organisation does not exist."]);
  });

  it.each([
    [{ gstin: "29AAACB1234C1Z0" }, "Enter a valid GSTIN."],
    [{ gstin: "29AAACB1234C1" }, "Enter a valid GSTIN."],
    [{ gstin: "00AAACB1234C1Z" + gstinCheckCharacter("00AAACB1234C1Z") }, "Enter a valid GSTIN."],
    [{ gstin: gstin("29"), stateCode: "27" }, "The GSTIN does not match the state."],
    [{ stateCode: "5" }, "Enter a two-digit GST state code such as 29."],
    [{ country: "IND" }, "Country must be a 2-letter ISO 3166-1 code such as IN."],
    [{ name: " " }, "The organisation's name is required."],
    [{ contacts: [{ name: "A", email: "nope" }] }, "Enter each contact's email address."],
    [
      {
        contacts: [
          { name: "A", email: "a@x.example" },
          { name: "B", email: "A@x.example" },
        ],
      },
      "Each contact's email can appear once.",
    ],
  ])("refuses %j with 400 and words", async (overrides, message) => {
    const res = await create(body(overrides));
    expect(res.status).toBe(400);
    expect(res.json.message === message || Object.values(res.json.errors ?? {}).includes(message)).toBe(true);
  });

  it("keeps a state given with a matching GSTIN, and a foreign company without GSTIN or state", async () => {
    expect((await create(body({ gstin: gstin("27"), stateCode: "27" }))).json.data.stateCode).toBe("27");
    const foreign = await create(body({ name: "Initech GmbH", country: "de" }));
    expect(foreign.json.data).toMatchObject({ gstin: null, stateCode: null, country: "DE" });
  });

  it("searches by name, GSTIN and a contact's email", async () => {
    const g = gstin("07", "ZZZZQ");
    const made = await create(body({ name: "Umbrella Search Corp", gstin: g, contacts: [{ name: "Ravi", email: "ravi@umbrella-search.example" }] }));
    const id = made.json.data._id;
    for (const q of ["umbrella search", g.toLowerCase().slice(2, 10), "RAVI@UMBRELLA-SEARCH"]) {
      const ids = (await list(q)).json.data.map((o: { _id: string }) => o._id);
      expect(ids).toContain(id);
    }
    expect((await list("no-such-organisation-anywhere")).json.data).toEqual([]);
  });

  it("saving invites each new lead: an unknown email gets an account and a 7-day set-password link; an existing account a notice; a linked lead nothing more", async () => {
    const newLead = `lead.${Date.now()}@hooli.example`;
    const res = await create(
      body({
        name: "Hooli",
        contacts: [
          { name: "Gavin Lead", email: newLead.toUpperCase(), isLead: true },
          { name: "Other", email: "other@hooli.example" },
        ],
      }),
    );
    expect(res.status).toBe(201);
    const { db } = testDatabase();
    const [account] = await db.select().from(users).where(eq(users.email, newLead));
    expect(account).toMatchObject({ role: "learner", name: "Gavin Lead", activatedAt: null });
    expect(res.json.data.contacts).toEqual([
      { name: "Gavin Lead", email: newLead, phone: "", isLead: true, userId: account!.id },
      { name: "Other", email: "other@hooli.example", phone: "", isLead: false, userId: null },
    ]);
    const [mail] = await mailsTo(newLead);
    expect(mail!.subject).toContain("Hooli");
    await sevenDayInvitation(mail!.text);

    // Saved again with the existing learner as a second lead: the learner gets a notice, the first lead nothing more.
    const again = await put(
      res.json.data._id,
      body({
        name: "Hooli",
        contacts: [
          { name: "Gavin Lead", email: newLead, isLead: true },
          { name: "L", email: learner.user.email, isLead: true },
        ],
      }),
    );
    expect(again.status).toBe(200);
    expect(again.json.message).toBe("Organisation saved.");
    expect(again.json.data.contacts.map((c: { userId: string | null }) => c.userId)).toEqual([account!.id, learner.user.id]);
    expect(await mailsTo(newLead)).toHaveLength(1);
    expect((await mailsTo(learner.user.email)).map((m) => m.subject)).toEqual([expect.stringContaining("training lead")]);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, res.json.data._id));
    expect(audits.map((a) => a.action).sort()).toEqual(["create", "update"]);
    expect(refusal(await put("nosuchorg", body()))).toEqual([404, "That organisation does not exist."]);
  });
});

describe("bookings bought by an organisation or an individual", () => {
  it("organizationId: its name fills organization; an unknown one answers 400", async () => {
    const org = await create(body({ name: "Stark Industries", gstin: gstin("27", "AAACS") }));
    const t = await makeTraining(courseId, { seats: 20 });
    const res = await createBooking(staff.token, { trainingId: t.id, organizationId: org.json.data._id, organization: "ignored" });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ organization: "Stark Industries", organizationId: org.json.data._id, buyerGstin: null });
    expect(refusal(await createBooking(staff.token, { trainingId: t.id, organizationId: "nosuchorg" }))).toEqual([400, "That organisation does not exist."]);
  });

  it("an individual buyer's address, state, country and GSTIN, with the same GSTIN rules", async () => {
    const t = await makeTraining(courseId, { seats: 20 });
    const g = gstin("29", "BBBPR");
    const res = await createBooking(staff.token, { trainingId: t.id, buyerAddress: "4 Residency Road\nBengaluru", buyerGstin: g.toLowerCase() });
    expect(res.json.data).toMatchObject({
      organizationId: null,
      buyerAddress: "4 Residency Road\nBengaluru",
      buyerStateCode: "29",
      buyerCountry: "IN",
      buyerGstin: g,
    });
    expect(refusal(await createBooking(staff.token, { trainingId: t.id, buyerGstin: g.slice(0, 14) + (g[14] === "0" ? "1" : "0") }))).toEqual([
      400,
      "Enter a valid GSTIN.",
    ]);
    expect(refusal(await createBooking(staff.token, { trainingId: t.id, buyerGstin: g, buyerStateCode: "07" }))).toEqual([
      400,
      "The GSTIN does not match the state.",
    ]);
  });
});

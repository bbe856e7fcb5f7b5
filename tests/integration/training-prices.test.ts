// A batch's prices through the staff trainings API and the public Training answers (billing-and-delivery.md §2).
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { PUT as updateTraining } from "@/app/api/admin/trainings/[id]/route";
import { POST as createTraining } from "@/app/api/admin/trainings/route";
import { GET as publicTrainings } from "@/app/api/training/getAllTrainingCoursesByUser/route";
import { courses } from "@/db/schema";
import { clearCache } from "@/lib/cache";
import { setClock } from "@/lib/clock";
import { call } from "../helpers/http";
import { makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let staff: TestUser;
let courseId: string;

beforeAll(async () => {
  staff = await makeStaff();
  const [made] = await testDatabase().db.insert(courses).values({ title: "Pricing Course", shortDescription: "Priced.", durationHours: 10 }).returning();
  courseId = made!.id;
});
afterEach(() => setClock(undefined));

const batch = (overrides: Record<string, unknown> = {}) => ({
  courseId,
  startDate: "2031-04-01",
  endDate: "2031-04-05",
  startTime: "18:30",
  endTime: "20:30",
  timeZone: "Asia/Kolkata",
  ...overrides,
});
const create = (body: Record<string, unknown>) => call(createTraining, { token: staff.token, path: "/api/admin/trainings", body: batch(body) });
const update = (id: string, body: Record<string, unknown>) =>
  call(updateTraining, { token: staff.token, params: { id }, path: `/api/admin/trainings/${id}`, body });
const publicOne = async (id: string) => {
  clearCache();
  return (await call(publicTrainings)).json.data.find((t: { _id: string }) => t._id === id);
};

describe("a batch's prices", () => {
  it("are saved and answered to staff; the public answer shows the early bird through its day in the zone, then the list price", async () => {
    const res = await create({
      price: { amount: 25_000, currency: "INR" },
      earlyBird: { amount: { amount: 20_000, currency: "INR" }, until: "2031-03-10" },
      groupDiscounts: [
        { minSeats: 10, percentOff: 15 },
        { minSeats: 5, percentOff: 10 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      price: { amount: 25_000, currency: "INR" },
      earlyBird: { amount: { amount: 20_000, currency: "INR" }, until: "2031-03-10" },
      groupDiscounts: [
        { minSeats: 5, percentOff: 10 },
        { minSeats: 10, percentOff: 15 },
      ],
    });
    const id = res.json.data._id;
    setClock(new Date("2031-03-10T18:00:00Z")); // 23:30 in Kolkata
    expect(await publicOne(id)).toMatchObject({
      price: { amount: 20_000, currency: "INR" },
      listPrice: { amount: 25_000, currency: "INR" },
      priceValidUntil: "2031-03-10",
    });
    setClock(new Date("2031-03-10T19:00:00Z")); // 00:30 on the 11th
    expect(await publicOne(id)).toMatchObject({
      price: { amount: 25_000, currency: "INR" },
      listPrice: { amount: 25_000, currency: "INR" },
      priceValidUntil: null,
    });
  });

  it("takes the form's texts: '25000', 'USD 499', tiers '5:10, 10:15', empty early bird", async () => {
    const res = await create({ price: "USD 499", earlyBird: { amount: "", until: "" }, groupDiscounts: "5:10, 10:15" });
    expect(res.json.data).toMatchObject({
      price: { amount: 499, currency: "USD" },
      earlyBird: null,
      groupDiscounts: [
        { minSeats: 5, percentOff: 10 },
        { minSeats: 10, percentOff: 15 },
      ],
    });
  });

  it("no price: fees on enquiry (null everywhere)", async () => {
    const res = await create({});
    expect(res.json.data).toMatchObject({ price: null, earlyBird: null, groupDiscounts: [] });
    expect(await publicOne(res.json.data._id)).toMatchObject({ price: null, listPrice: null, priceValidUntil: null });
  });

  it("a change keeps the other price fields, and checks the early bird against the stored list price", async () => {
    const res = await create({ price: { amount: 10_000, currency: "INR" }, groupDiscounts: [{ minSeats: 3, percentOff: 5 }] });
    const id = res.json.data._id;
    const changed = await update(id, { earlyBird: { amount: { amount: 9_000, currency: "INR" }, until: "2031-03-01" } });
    expect(changed.json.data).toMatchObject({
      price: { amount: 10_000, currency: "INR" },
      earlyBird: { amount: { amount: 9_000 }, until: "2031-03-01" },
      groupDiscounts: [{ minSeats: 3, percentOff: 5 }],
    });
    const tooHigh = await update(id, { earlyBird: { amount: { amount: 12_000, currency: "INR" }, until: "2031-03-01" } });
    expect([tooHigh.status, tooHigh.json.message]).toEqual([400, "The early-bird price must be below the list price."]);
    const cleared = await update(id, { price: null, earlyBird: null });
    expect(cleared.json.data).toMatchObject({ price: null, earlyBird: null });
  });

  it.each([
    [{ price: "lots" }, "Enter an amount."],
    [{ price: { amount: 0, currency: "INR" } }, "The amount must be more than 0."],
    [{ earlyBird: { amount: { amount: 100, currency: "INR" }, until: "2031-03-01" } }, "An early-bird price needs a list price."],
    [
      { price: { amount: 100, currency: "INR" }, earlyBird: { amount: { amount: 90, currency: "USD" }, until: "2031-03-01" } },
      "The early-bird price must be in the list price's currency.",
    ],
    [{ price: { amount: 100, currency: "INR" }, earlyBird: { amount: "90", until: "" } }, "Give the early-bird price and its last day together."],
    [{ groupDiscounts: "5-10" }, "Group tiers are minimum seats (2 or more) and a whole percent off (1–99), e.g. 5:10, 10:15."],
    [{ groupDiscounts: [{ minSeats: 1, percentOff: 10 }] }, "Group tiers are minimum seats (2 or more) and a whole percent off (1–99), e.g. 5:10, 10:15."],
    [{ groupDiscounts: "5:10, 5:20" }, "Each group tier needs its own minimum seats."],
  ])("refuses %j with 400 and words", async (body, message) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.json.message === message || Object.values(res.json.errors ?? {}).includes(message)).toBe(true);
  });
});

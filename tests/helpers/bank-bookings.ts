// The reconciliation tests' world: a GST-registered company (its sales carry GST, so a deduction is taken on the
// amount without it), its staff, a learner and a course, and bookings with payment requests to match rows against.
// The people are live bindings: set by the file's beforeAll, read by its tests.
import { afterAll, beforeAll } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { gstinCheckCharacter } from "@/lib/gst/gstin";
import { addDays } from "@/lib/schedule/schedule";
import { makeTraining, makeTwoCourses, today } from "./catalogue";
import { requestPayments, tokenOf } from "./collection";
import { createBooking, inr } from "./sales";
import { makeLearner, makeStaff, type TestUser } from "./users";

export let staff: TestUser;
export let learner: TestUser;
export let courseId: string;

export function setGstin(value: string | undefined) {
  if (value === undefined) delete process.env.COMPANY_GSTIN;
  else process.env.COMPANY_GSTIN = value;
  resetEnvForTests();
}

/** Registers the file's hooks: the company registered for GST, staff, a learner and a course before; unregistered after. */
export function setUpRegisteredCompany() {
  beforeAll(async () => {
    setGstin(`29AAACS1234F1Z${gstinCheckCharacter("29AAACS1234F1Z")}`);
    staff = await makeStaff();
    learner = await makeLearner();
    [courseId] = await makeTwoCourses();
  });
  afterAll(() => setGstin(undefined));
}

export async function booking(price: number) {
  const t = await makeTraining(courseId);
  const res = await createBooking(staff.token, { trainingId: t.id, seats: 1, price: inr(price), buyerEmail: "accounts@acme.example", buyerName: "Acme" });
  return res.json.data as { _id: string; number: string };
}

export async function withRequest(amount: number, price = amount) {
  const b = await booking(price);
  const res = await requestPayments(staff.token, b._id, [{ amount: inr(amount), dueOn: addDays(today, 10) }]);
  const request = res.json.data[0] as { _id: string; number: string; payUrl: string };
  return { booking: b, request, token: tokenOf(request.payUrl) };
}

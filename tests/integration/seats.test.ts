import { beforeAll, describe, expect, it } from "vitest";
import { bookings, enrolments } from "@/db/schema";
import { ApiError } from "@/lib/errors";
import { seatCount, seatCounts, takeSeats } from "@/lib/trainings/seats";
import { enrol, makeTraining, makeTwoCourses } from "../helpers/catalogue";
import { makeLearner } from "../helpers/users";
import { testDatabase } from "../setup/database";

let courseId: string;
beforeAll(async () => {
  [courseId] = await makeTwoCourses();
});

const booking = (trainingId: string, seats: number, cancelled = false) => ({
  number: `BK-T-${Math.random().toString(36).slice(2)}`,
  trainingId,
  buyerName: "Buyer",
  buyerEmail: "buyer@example.com",
  seats,
  priceMinor: 100_00,
  cancelledAt: cancelled ? new Date() : null,
});

describe("seats (sales-and-batches.md §3)", () => {
  it("counts bookings that are not cancelled and active enrolments outside bookings", async () => {
    const { db } = testDatabase();
    const t = await makeTraining(courseId, { seats: 10 });
    const [b] = await db.insert(bookings).values(booking(t.id, 3)).returning();
    await db.insert(bookings).values(booking(t.id, 4, true));
    const [a, c, d] = await Promise.all([makeLearner(), makeLearner(), makeLearner()]);
    await enrol(a.user.id, t.id);
    await enrol(c.user.id, t.id, false);
    // A learner on a booking's seat is counted by the booking, not again.
    await db.insert(enrolments).values({ userId: d.user.id, trainingId: t.id, bookingId: b!.id });
    expect(await seatCount(db, t.id)).toEqual({ seats: 10, taken: 4, left: 6, isFull: false });
    const unlimited = await makeTraining(courseId);
    const many = await seatCounts(db, [t.id, unlimited.id]);
    expect(many.get(t.id)).toEqual({ seats: 10, taken: 4, left: 6, isFull: false });
    expect(many.get(unlimited.id)).toEqual({ seats: null, taken: 0, left: null, isFull: false });
  });

  it("refuses more than the seats left with 409, and of two writers racing for the last seat one wins", async () => {
    const { db } = testDatabase();
    const t = await makeTraining(courseId, { seats: 2 });
    await db.insert(bookings).values(booking(t.id, 1));
    await expect(db.transaction((tx) => takeSeats(tx, t.id, 2))).rejects.toMatchObject({ status: 409 });
    const race = () =>
      db.transaction(async (tx) => {
        await takeSeats(tx, t.id, 1);
        await tx.insert(bookings).values(booking(t.id, 1));
      });
    const results = await Promise.allSettled([race(), race()]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failed = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(failed.reason).toBeInstanceOf(ApiError);
    expect((await seatCount(db, t.id))!.isFull).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/lib/validation/field-errors";
import { trainingPatchWire, trainingWire } from "@/lib/validation/trainings";

const training = { courseId: "abc123", startDate: "2030-01-05", endDate: "2030-01-09", startTime: "10:00", endTime: "11:00" };

describe("a training's fields: the staff form and the API", () => {
  it("may not end before it starts", () => {
    const bad = trainingWire.schema.safeParse({ ...training, endDate: "2030-01-04" });
    expect(fieldErrorsOf(bad.error!)).toEqual({ endDate: "End date must be on or after the start date." });
    expect(fieldErrorsOf(trainingWire.form.safeParse({ ...training, endDate: "2030-01-04" }).error!)).toEqual({ endDate: "End date must be on or after the start date." });
  });

  it.each([
    ["Cancelled", true],
    ["Upcoming", false],
    ["", undefined],
    [undefined, undefined],
  ])("tcStatus %j cancels: %j (api.md §4: any other value reinstates, none leaves it)", (tcStatus, isCancelled) => {
    expect(trainingWire.schema.parse({ ...training, tcStatus }).isCancelled).toBe(isCancelled);
  });

  it("a change names only the fields it changes, and a body cannot set what staff do not write", () => {
    expect(trainingPatchWire.schema.parse({ meetingLink: "https://meet.example.com/x", _id: "chosen", enrolmentCount: 5, isCancelled: true })).toEqual({
      meetingLink: "https://meet.example.com/x",
    });
  });
});

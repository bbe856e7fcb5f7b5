import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/lib/validation/field-errors";
import { trainingMessages, trainingPatchWire, trainingWire } from "@/lib/validation/trainings";

const training = { courseId: "abc123", startDate: "2030-01-05", endDate: "2030-01-09", startTime: "10:00", endTime: "11:00" };

describe("a training's fields: the staff form and the API", () => {
  it("may not end before it starts", () => {
    const bad = trainingWire.schema.safeParse({ ...training, endDate: "2030-01-04" });
    expect(fieldErrorsOf(bad.error!)).toEqual({ endDate: "End date must be on or after the start date." });
    expect(fieldErrorsOf(trainingWire.form.safeParse({ ...training, endDate: "2030-01-04" }).error!)).toEqual({
      endDate: "End date must be on or after the start date.",
    });
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

// sales-and-batches.md §3: seats, weekdays, skip dates and reminder offsets, with the words the console shows.
describe("a batch's pattern, seats and reminders", () => {
  const errorsOf = (body: Record<string, unknown>) => {
    const parsed = trainingWire.schema.safeParse({ ...training, ...body });
    return parsed.success ? {} : fieldErrorsOf(parsed.error);
  };

  it("reads the form's text: empty seats is no limit, reminders as a list, days in week order, skip dates sorted once", () => {
    const parsed = trainingWire.schema.parse({
      ...training,
      seats: " 12 ",
      reminders: "60, 1440 60",
      days: ["Sun", "Sat", "Sun"],
      skipDates: ["2030-01-09", "2030-01-06", "2030-01-09"],
    });
    expect(parsed).toMatchObject({ seats: 12, reminders: [1440, 60], days: ["Sat", "Sun"], skipDates: ["2030-01-06", "2030-01-09"] });
    expect(trainingWire.schema.parse({ ...training, seats: "", reminders: "" })).toMatchObject({
      seats: null,
      reminders: null,
      days: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
      skipDates: [],
    });
    expect(trainingPatchWire.schema.parse({ seats: null })).toEqual({ seats: null });
  });

  it.each([
    [{ seats: 0 }, "seats", trainingMessages.seats],
    [{ seats: "ten" }, "seats", trainingMessages.seats],
    [{ seats: 10001 }, "seats", trainingMessages.seats],
    [{ days: [] }, "days", trainingMessages.daysRequired],
    [{ days: "Sat" }, "days", trainingMessages.daysRequired],
    [{ days: ["Sat", "Saturday"] }, "days.1", trainingMessages.days],
    [{ skipDates: ["2030-13-01"] }, "skipDates.0", trainingMessages.skipDates],
    [{ reminders: "60, soon" }, "reminders.1", trainingMessages.reminders],
    [{ reminders: [0] }, "reminders.0", trainingMessages.reminders],
    [{ reminders: [43201] }, "reminders.0", trainingMessages.reminders],
    [{ reminders: [1, 2, 3, 4, 5, 6] }, "reminders", trainingMessages.tooManyReminders],
    [{ days: ["Mon"], startDate: "2030-01-05", endDate: "2030-01-06" }, "days", trainingMessages.noSession],
    [{ skipDates: ["2030-01-05", "2030-01-06", "2030-01-07", "2030-01-08", "2030-01-09"] }, "days", trainingMessages.noSession],
    [{ endDate: "2033-01-05" }, "endDate", trainingMessages.tooLong],
  ])("%j → %s: %s", (body, field, message) => {
    expect(errorsOf(body)[field]).toBe(message);
    expect(fieldErrorsOf(trainingWire.form.safeParse({ ...training, ...body }).error!)[field]).toBe(message);
  });
});

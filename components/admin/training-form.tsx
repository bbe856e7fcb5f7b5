"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Controller, useWatch } from "react-hook-form";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { GroupLegend } from "@/components/ui/legend";
import { SessionPreview, SkipDatesField } from "@/components/training/session-preview";
import type { CourseChoice } from "@/lib/courses/types";
import { weekdays } from "@/lib/schedule/sessions";
import type { StaffTraining } from "@/lib/trainings/types";
import { groupDiscountsText, trainingWire } from "@/lib/validation/trainings";
import { TimeZoneField } from "./time-zone-field";
import { Card } from "./ui";
import { fromMinor } from "@/lib/money";

/** A price as the form's text: "25000" in INR, "USD 499" otherwise; empty for none. */
const priceText = (minor: number | null, currency = "INR") =>
  minor === null ? "" : currency === "INR" ? String(fromMinor(minor, currency)) : `${currency} ${fromMinor(minor, currency)}`;

type TrainingFormProps = {
  training?: StaffTraining;
  courses: CourseChoice[];
  timeZones: string[];
  defaultTimeZone: string;
  defaultCourseId?: string;
  /** REMINDER_OFFSETS: what an empty reminders field means. */
  defaultReminders: number[];
  /** The active trainers to assign (billing-and-delivery.md §8). */
  trainers?: { id: string; name: string }[];
};

/**
 * Schedule or edit a training (batch): course, dates, times, IANA time zone (searchable list), meeting link, and
 * the batch's pattern (weekdays, skip dates) with a live preview of its sessions, seats and reminder offsets.
 */
export function TrainingForm({ training, courses, timeZones, defaultTimeZone, defaultCourseId, defaultReminders, trainers = [] }: TrainingFormProps) {
  const router = useRouter();
  const state = useTrainingForm(training, defaultCourseId, defaultTimeZone);
  return (
    <form noValidate onSubmit={state.form.onSubmit}>
      <Card title={training ? "Schedule" : "New training"}>
        <BatchDetails state={state} training={training} courses={courses} timeZones={timeZones} trainers={trainers} />
        <BatchPattern state={state} defaultReminders={defaultReminders} />
        <PriceFields state={state} />
        <div className="mt-5 flex justify-end gap-3">
          <Button variant="ghost" onClick={() => router.push("/admin/trainings")}>
            Cancel
          </Button>
          <Button type="submit" loading={state.form.isSubmitting}>
            {training ? "Save training" : "Schedule training"}
          </Button>
        </div>
      </Card>
    </form>
  );
}

/** The form's state: the batch as the form's text, its save (a new batch opens its page), and each field's message. */
function useTrainingForm(training: StaffTraining | undefined, defaultCourseId: string | undefined, defaultTimeZone: string) {
  const router = useRouter();
  const form = useApiForm({
    schema: trainingWire,
    defaultValues: {
      courseId: training?.course.id ?? defaultCourseId ?? "",
      startDate: training?.startDate ?? "",
      endDate: training?.endDate ?? "",
      startTime: training?.startTime ?? "",
      endTime: training?.endTime ?? "",
      timeZone: training?.timeZone ?? defaultTimeZone,
      meetingLink: training?.meetingLink ?? "",
      seats: training?.seats.seats?.toString() ?? "",
      days: training?.days ?? [...weekdays],
      skipDates: training?.skipDates ?? [],
      reminders: training?.hasOwnReminders ? training.reminders.join(", ") : "",
      price: priceText(training?.price.listPrice ?? null, training?.price.currency),
      earlyBird: { amount: priceText(training?.price.earlyBird?.amount ?? null, training?.price.currency), until: training?.price.earlyBird?.until ?? "" },
      groupDiscounts: groupDiscountsText(training?.price.groupDiscounts ?? []),
      trainerId: training?.trainer?.id ?? "",
    },
    send: (values) => {
      const body = trainingWire.encode(values);
      return training ? api.put("/api/admin/trainings/{id}", { params: { id: training.id }, body }) : api.post("/api/admin/trainings", { body });
    },
    onSuccess: (answer) => {
      if (!training && answer.data) router.push(`/admin/trainings/${answer.data._id}`);
      else router.refresh();
    },
  });
  const { errors } = form.formState;
  // The early bird's rule is checked across both of its inputs: a change to either clears its message until the next save.
  const earlyBirdDraft = useWatch({ control: form.control, name: "earlyBird" });
  const { clearErrors } = form;
  useEffect(() => clearErrors("earlyBird"), [earlyBirdDraft, clearErrors]);
  const earlyBirdError = (errors.earlyBird as { message?: string; amount?: { message?: string }; until?: { message?: string } } | undefined) ?? undefined;
  /** A field's registration with its own message, for the fields whose error is theirs alone. */
  const field = (name: Parameters<typeof form.register>[0]) => ({ error: form.getFieldState(name, form.formState).error?.message, ...form.register(name) });
  const errorOf = (field: "days" | "skipDates" | "reminders" | "groupDiscounts") => {
    const e = errors[field] as { message?: string; [i: number]: { message?: string } | undefined } | undefined;
    return e?.message ?? (e ? Object.values(e).find((x): x is { message: string } => typeof x === "object" && Boolean(x?.message))?.message : undefined);
  };
  return { form, field, errorOf, earlyBirdError };
}

type TrainingFormState = ReturnType<typeof useTrainingForm>;

/** What the batch is: its course, dates, times, zone, meeting link and trainer. */
function BatchDetails({
  state: { field },
  training,
  courses,
  timeZones,
  trainers,
}: Pick<TrainingFormProps, "training" | "courses" | "timeZones"> & { state: TrainingFormState; trainers: { id: string; name: string }[] }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <SelectField
        label="Course"
        className="md:col-span-2"
        options={courses.map((c) => ({ value: c.id, label: c.title }))}
        placeholder="Choose a course…"
        required
        {...field("courseId")}
      />
      <TextField label="Start date" type="date" required {...field("startDate")} />
      <TextField label="End date" type="date" required {...field("endDate")} />
      <TextField label="Start time" type="time" hint="In the training's time zone" required {...field("startTime")} />
      <TextField label="End time" type="time" hint="An end before the start means the session ends the next day" required {...field("endTime")} />
      <TimeZoneField timeZones={timeZones} hint="Type to search, e.g. Asia/Kolkata, Europe/London" {...field("timeZone")} />
      <TextField
        label="Meeting link"
        type="url"
        hint="https://… (only enrolled learners see it)"
        placeholder="https://meet.example.com/…"
        {...field("meetingLink")}
      />
      <SelectField
        label="Trainer"
        options={[
          ...trainers.map((t) => ({ value: t.id, label: t.name })),
          // An inactive trainer already assigned stays choosable.
          ...(training?.trainer && !trainers.some((t) => t.id === training.trainer!.id) ? [{ value: training.trainer.id, label: training.trainer.name }] : []),
        ]}
        placeholder="Not assigned"
        hint="Checked against their other batches and time off"
        {...field("trainerId")}
      />
    </div>
  );
}

/** When the batch meets: its weekdays and skipped dates, seats and reminders, with a live preview of the sessions. */
function BatchPattern({ state: { form, field, errorOf }, defaultReminders }: { state: TrainingFormState; defaultReminders: number[] }) {
  const draft = useWatch({ control: form.control, name: ["startDate", "endDate", "startTime", "endTime", "timeZone", "days", "skipDates"] });
  const [startDate, endDate, startTime, endTime, timeZone, days, skipDates] = draft;
  return (
    <div className="mt-6 grid gap-4 border-t border-slate-200 pt-5 md:grid-cols-2">
      <fieldset className="md:col-span-2" aria-describedby={errorOf("days") ? "days-error" : undefined}>
        <GroupLegend required>Days</GroupLegend>
        <div className="mt-2 flex flex-wrap gap-2">
          {weekdays.map((day) => (
            <label
              key={day}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input type="checkbox" value={day} className="size-4 accent-brand-700" {...form.register("days")} />
              {day}
            </label>
          ))}
        </div>
        {errorOf("days") && (
          <p id="days-error" className="mt-1.5 text-sm font-medium text-red-700">
            {errorOf("days")}
          </p>
        )}
      </fieldset>
      <Controller
        control={form.control}
        name="skipDates"
        render={({ field }) => (
          <SkipDatesField value={field.value ?? []} onChange={field.onChange} error={errorOf("skipDates")} min={startDate} max={endDate} />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Seats" inputMode="numeric" hint="Empty: no limit" placeholder="No limit" {...field("seats")} />
        <TextField
          label="Reminders"
          error={errorOf("reminders")}
          hint={`Minutes before each session. Empty: the default, ${defaultReminders.join(", ")}`}
          placeholder={defaultReminders.join(", ")}
          {...form.register("reminders")}
        />
      </div>
      <div className="md:col-span-2">
        <SessionPreview draft={{ startDate, endDate, startTime, endTime, timeZone, days, skipDates }} />
      </div>
    </div>
  );
}

/** What a seat costs: the list price, group tiers and an early-bird price with its last day. */
function PriceFields({ state: { form, field, errorOf, earlyBirdError } }: { state: TrainingFormState }) {
  return (
    <fieldset className="mt-6 grid gap-4 border-t border-slate-200 pt-5 md:grid-cols-2">
      <legend className="sr-only">Prices</legend>
      <h3 className="text-base font-bold text-ink md:col-span-2">Prices</h3>
      <TextField
        label="List price"
        inputMode="decimal"
        hint="Per seat, tax inclusive, e.g. 25000 (INR) or USD 499. Empty: fees on enquiry"
        placeholder="Fees on enquiry"
        {...field("price")}
      />
      <TextField
        label="Group tiers"
        error={errorOf("groupDiscounts")}
        hint="Minimum seats : percent off, e.g. 5:10, 10:15"
        placeholder="None"
        {...form.register("groupDiscounts")}
      />
      <TextField
        label="Early-bird price"
        inputMode="decimal"
        error={earlyBirdError?.message ?? earlyBirdError?.amount?.message}
        hint="Per seat, in the list price's currency, below the list price"
        placeholder="None"
        {...form.register("earlyBird.amount" as "earlyBird")}
      />
      <TextField
        label="Early bird until"
        type="date"
        error={earlyBirdError?.until?.message}
        hint="Its last day, in the training's time zone"
        {...form.register("earlyBird.until" as "earlyBird")}
      />
    </fieldset>
  );
}

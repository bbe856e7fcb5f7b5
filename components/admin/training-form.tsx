"use client";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import type { CourseChoice } from "@/lib/courses/types";
import type { StaffTraining } from "@/lib/trainings/types";
import { trainingWire } from "@/lib/validation/trainings";
import { Card } from "./ui";

/** Schedule or edit a training (batch): course, dates, times, IANA time zone (searchable list), meeting link. */
export function TrainingForm({
  training,
  courses,
  timeZones,
  defaultTimeZone,
  defaultCourseId,
}: {
  training?: StaffTraining;
  courses: CourseChoice[];
  timeZones: string[];
  defaultTimeZone: string;
  defaultCourseId?: string;
}) {
  const router = useRouter();
  const listId = useId();
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

  return (
    <form noValidate onSubmit={form.onSubmit}>
      <Card title={training ? "Schedule" : "New training"}>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            label="Course"
            className="md:col-span-2"
            options={courses.map((c) => ({ value: c.id, label: c.title }))}
            placeholder="Choose a course…"
            error={errors.courseId?.message}
            required
            {...form.register("courseId")}
          />
          <TextField label="Start date" type="date" error={errors.startDate?.message} required {...form.register("startDate")} />
          <TextField label="End date" type="date" error={errors.endDate?.message} required {...form.register("endDate")} />
          <TextField label="Start time" type="time" error={errors.startTime?.message} hint="In the training's time zone" required {...form.register("startTime")} />
          <TextField label="End time" type="time" error={errors.endTime?.message} hint="An end before the start means the session ends the next day" required {...form.register("endTime")} />
          <div>
            <TextField label="Time zone" list={listId} error={errors.timeZone?.message} hint="Type to search, e.g. Asia/Kolkata, Europe/London" autoComplete="off" required {...form.register("timeZone")} />
            <datalist id={listId}>
              {timeZones.map((tz) => (
                <option key={tz} value={tz} />
              ))}
            </datalist>
          </div>
          <TextField
            label="Meeting link"
            type="url"
            error={errors.meetingLink?.message}
            hint="https://… (only enrolled learners see it)"
            placeholder="https://meet.example.com/…"
            {...form.register("meetingLink")}
          />
        </div>
        <div className="mt-5 flex justify-end gap-3">
          <Button variant="ghost" onClick={() => router.push("/admin/trainings")}>
            Cancel
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {training ? "Save training" : "Schedule training"}
          </Button>
        </div>
      </Card>
    </form>
  );
}

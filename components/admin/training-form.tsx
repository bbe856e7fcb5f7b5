"use client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { notify } from "@/components/ui/toaster";
import type { AdminTrainingView } from "@/lib/trainings/admin";
import { issuesByField, trainingBodySchema } from "@/lib/validation/admin";
import { adminRequest } from "./api";
import { Card } from "./ui";

/** Schedule or edit a training (batch): course, dates, times, IANA time zone (searchable list), meeting link. */
export function TrainingForm({
  training,
  courses,
  timeZones,
  defaultTimeZone,
  defaultCourseId,
}: {
  training?: AdminTrainingView;
  courses: { _id: string; courseTitle: string }[];
  timeZones: string[];
  defaultTimeZone: string;
  defaultCourseId?: string;
}) {
  const router = useRouter();
  const listId = useId();
  const [values, setValues] = useState({
    courseId: training?.courseId._id ?? defaultCourseId ?? "",
    startDate: training?.startDate ?? "",
    endDate: training?.endDate ?? "",
    startTime: training?.startTime ?? "",
    endTime: training?.endTime ?? "",
    timeZone: training?.timeZone ?? defaultTimeZone,
    meetingLink: training?.meetingLink ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async () => {
    const parsed = trainingBodySchema.safeParse({ ...values, courseId: values.courseId || undefined });
    if (!parsed.success) {
      const found = issuesByField(parsed.error);
      if (!values.courseId) found.courseId = "Choose the course.";
      setErrors(found);
      notify(found.courseId ?? parsed.error.issues[0]?.message ?? "Please check the form.", "error");
      return;
    }
    setBusy(true);
    const answer = await adminRequest<AdminTrainingView>(training ? "PUT" : "POST", training ? `/api/admin/trainings/${training._id}` : "/api/admin/trainings", parsed.data);
    setBusy(false);
    if (!answer.ok) {
      setErrors(answer.errors);
      notify(answer.message, "error");
      return;
    }
    setErrors({});
    notify(answer.message, "success");
    if (!training && answer.data) router.push(`/admin/trainings/${answer.data._id}`);
    else router.refresh();
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Card title={training ? "Schedule" : "New training"}>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            label="Course"
            name="courseId"
            className="md:col-span-2"
            value={values.courseId}
            onChange={set("courseId")}
            options={courses.map((c) => ({ value: c._id, label: c.courseTitle }))}
            placeholder="Choose a course…"
            error={errors.courseId}
            required
          />
          <TextField label="Start date" name="startDate" type="date" value={values.startDate} onChange={set("startDate")} error={errors.startDate} required />
          <TextField label="End date" name="endDate" type="date" value={values.endDate} onChange={set("endDate")} error={errors.endDate} required />
          <TextField label="Start time" name="startTime" type="time" value={values.startTime} onChange={set("startTime")} error={errors.startTime} hint="In the training's time zone" required />
          <TextField label="End time" name="endTime" type="time" value={values.endTime} onChange={set("endTime")} error={errors.endTime} hint="An end before the start means the session ends the next day" required />
          <div>
            <TextField label="Time zone" name="timeZone" list={listId} value={values.timeZone} onChange={set("timeZone")} error={errors.timeZone} hint="Type to search, e.g. Asia/Kolkata, Europe/London" autoComplete="off" required />
            <datalist id={listId}>
              {timeZones.map((tz) => (
                <option key={tz} value={tz} />
              ))}
            </datalist>
          </div>
          <TextField label="Meeting link" name="meetingLink" type="url" value={values.meetingLink} onChange={set("meetingLink")} error={errors.meetingLink} hint="https://… (only enrolled learners see it)" placeholder="https://meet.example.com/…" />
        </div>
        <div className="mt-5 flex justify-end gap-3">
          <Button variant="ghost" onClick={() => router.push("/admin/trainings")}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {training ? "Save training" : "Schedule training"}
          </Button>
        </div>
      </Card>
    </form>
  );
}

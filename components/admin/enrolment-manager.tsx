"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { api, messageOf, type ApiAnswer } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { notify } from "@/components/ui/toaster";
import type { StaffEnrolment } from "@/lib/enrolments/types";
import { enrolmentWire } from "@/lib/validation/enrolments";
import { ConfirmAction } from "./confirm-action";
import { EnrolmentToggle } from "./enrolment-toggle";
import { EmptyRow, KindPill, TableFrame, td, th } from "./ui";

type Answer = NonNullable<Awaited<ReturnType<typeof enrol>>["data"]>;
/** Sent with a list of addresses, the route answers a report of each. */
type Report = Extract<Answer, { noAccount: string[] }>;
const enrol = (body: ReturnType<typeof enrolmentWire.encode>) => api.post("/api/admin/enrollments", { body });

/** A training's enrolments: add learners by email (one or many, pasted), activate / deactivate, remove. */
export function EnrolmentManager({ trainingId, enrolments }: { trainingId: string; enrolments: StaffEnrolment[] }) {
  return (
    <div className="space-y-4">
      <EnrolByEmail trainingId={trainingId} />
      <TableFrame label="Enrolled learners">
        <thead>
          <tr>
            <th className={th}>Learner</th>
            <th className={th}>State</th>
            <th className={th}>Enrolled on</th>
            <th className={`${th} text-right`}>Actions</th>
          </tr>
        </thead>
        <tbody>
          {enrolments.length === 0 ? (
            <EmptyRow colSpan={4}>Nobody is enrolled yet.</EmptyRow>
          ) : (
            enrolments.map((e) => <EnrolmentRow key={e.id} enrolment={e} />)
          )}
        </tbody>
      </TableFrame>
    </div>
  );
}

/** The box to enrol learners by email; the report says who was enrolled and who could not be, whose addresses stay in the box. */
function EnrolByEmail({ trainingId }: { trainingId: string }) {
  const router = useRouter();
  const [report, setReport] = useState<Report>();
  const form = useApiForm({
    schema: enrolmentWire,
    defaultValues: { trainingId, emails: "", isActive: true },
    send: (values) => enrol(enrolmentWire.encode(values)),
    successToast: false,
    onSuccess: (answer: ApiAnswer<Answer>) => {
      const data = answer.data;
      if (!data || !("noAccount" in data)) return;
      setReport(data);
      notify(messageOf(answer, "Enrolled."), data.noAccount.length || data.invalid.length ? "info" : "success");
      // Keep what could not be enrolled in the box, so staff can fix it and try again.
      form.setValue("emails", [...data.noAccount, ...data.invalid].join("\n"));
      router.refresh();
    },
  });
  const emailsError = form.formState.errors.emails?.message;

  return (
    <form noValidate className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" onSubmit={form.onSubmit}>
      <TextAreaField
        label="Enrol learners by email"
        error={typeof emailsError === "string" ? emailsError : undefined}
        {...form.register("emails")}
        hint="One or many: separate addresses with commas, spaces or new lines. Learners must have an account."
        rows={3}
        placeholder={"asha@example.com\nravi@example.com"}
      />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="size-4 accent-brand-700" {...form.register("isActive")} />
          Active (the learner sees the meeting link)
        </label>
        <Button type="submit" loading={form.isSubmitting}>
          Enrol
        </Button>
      </div>
      {report && <EnrolReport report={report} />}
    </form>
  );
}

/** What a batch of addresses came to: enrolled, already enrolled, without an account, not addresses. */
function EnrolReport({ report }: { report: Report }) {
  return (
    <div role="status" className="mt-4 space-y-2 text-sm">
      {report.enrolled.length > 0 && (
        <p className="rounded-lg bg-green-50 px-3 py-2 text-green-900">Enrolled {report.enrolled.map((e) => e.userId.email).join(", ")}.</p>
      )}
      {report.alreadyEnrolled.length > 0 && (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-slate-800">Already enrolled: {report.alreadyEnrolled.join(", ")}.</p>
      )}
      {report.noAccount.length > 0 && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-300">
          <strong>No account uses {report.noAccount.join(", ")}.</strong> Ask {report.noAccount.length === 1 ? "this learner" : "these learners"} to register at
          /auth/register, then enrol them.
        </p>
      )}
      {report.invalid.length > 0 && <p className="rounded-lg bg-red-50 px-3 py-2 text-red-900">Not email addresses: {report.invalid.join(", ")}.</p>}
    </div>
  );
}

/** One enrolled learner: who, whether active, since when, and the buttons to toggle or remove the enrolment. */
function EnrolmentRow({ enrolment: e }: { enrolment: StaffEnrolment }) {
  return (
    <tr>
      <td className={td}>
        <Link href={`/admin/users/${e.learner.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
          {e.learner.name}
        </Link>
        <p className="text-xs text-slate-500">
          {e.learner.email}
          {!e.learner.isActivated && " · email not activated yet"}
        </p>
      </td>
      <td className={td}>{e.isActive ? <KindPill kind="active">Active</KindPill> : <KindPill kind="inactive">Inactive</KindPill>}</td>
      <td className={td}>{e.createdAt.toISOString().slice(0, 10)}</td>
      <td className={`${td} text-right`}>
        <div className="flex justify-end gap-2">
          <EnrolmentToggle enrolment={e} />
          <ConfirmAction
            label={`Remove ${e.learner.email}`}
            title="Remove enrolment"
            message={`Remove ${e.learner.name} (${e.learner.email}) from this training? They lose access to its meeting link.`}
            confirmLabel="Remove"
            route="DELETE /api/admin/enrollments/{id}"
            input={{ params: { id: e.id } }}
          >
            Remove
          </ConfirmAction>
        </div>
      </td>
    </tr>
  );
}

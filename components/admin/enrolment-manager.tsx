"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { notify } from "@/components/ui/toaster";
import type { AdminEnrolmentView, EnrolReport } from "@/lib/enrolments/admin";
import { EMAIL_LIST_MAX, splitEmails } from "@/lib/validation/admin";
import { adminRequest } from "./api";
import { ConfirmAction } from "./confirm-action";
import { EmptyRow, Pill, TableFrame, td, th } from "./ui";

function ToggleActive({ enrolment }: { enrolment: AdminEnrolmentView }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const next = !enrolment.isActive;
  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      aria-label={`${next ? "Activate" : "Deactivate"} ${enrolment.userId.email}`}
      onClick={async () => {
        setBusy(true);
        const answer = await adminRequest("PUT", `/api/admin/enrollments/${enrolment._id}`, { isActive: next });
        setBusy(false);
        notify(answer.message, answer.ok ? "success" : "error");
        if (answer.ok) router.refresh();
      }}
    >
      {next ? "Activate" : "Deactivate"}
    </Button>
  );
}

/** A training's enrolments: add learners by email (one or many, pasted), activate / deactivate, remove. */
export function EnrolmentManager({ trainingId, enrolments }: { trainingId: string; enrolments: AdminEnrolmentView[] }) {
  const router = useRouter();
  const [text, setText] = useState("");
  const [isActive, setIsActive] = useState(true);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<EnrolReport>();

  const submit = async () => {
    const emails = splitEmails(text);
    if (emails.length === 0) return setError("Paste at least one email address.");
    if (emails.length > EMAIL_LIST_MAX) return setError(`At most ${EMAIL_LIST_MAX} addresses at a time.`);
    setBusy(true);
    const answer = await adminRequest<EnrolReport>("POST", "/api/admin/enrollments", { trainingId, userEmails: emails, isActive });
    setBusy(false);
    if (!answer.ok || !answer.data) {
      setError(answer.errors.userEmails ?? answer.message);
      return;
    }
    setError(undefined);
    setReport(answer.data);
    notify(answer.message, answer.data.noAccount.length || answer.data.invalid.length ? "info" : "success");
    // Keep what could not be enrolled in the box, so staff can fix it and try again.
    setText([...answer.data.noAccount, ...answer.data.invalid].join("\n"));
    router.refresh();
  };

  return (
    <div className="space-y-4">
      <form
        noValidate
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextAreaField
          label="Enrol learners by email"
          name="userEmails"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={error}
          hint="One or many: separate addresses with commas, spaces or new lines. Learners must have an account."
          rows={3}
          placeholder={"asha@example.com\nravi@example.com"}
        />
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" checked={isActive} onChange={(e) => setIsActive(e.target.checked)} className="size-4 accent-brand-700" />
            Active (the learner sees the meeting link)
          </label>
          <Button type="submit" loading={busy}>
            Enrol
          </Button>
        </div>
        {report && (
          <div role="status" className="mt-4 space-y-2 text-sm">
            {report.enrolled.length > 0 && <p className="rounded-lg bg-green-50 px-3 py-2 text-green-900">Enrolled {report.enrolled.map((e) => e.userId.email).join(", ")}.</p>}
            {report.alreadyEnrolled.length > 0 && <p className="rounded-lg bg-slate-100 px-3 py-2 text-slate-800">Already enrolled: {report.alreadyEnrolled.join(", ")}.</p>}
            {report.noAccount.length > 0 && (
              <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-300">
                <strong>No account uses {report.noAccount.join(", ")}.</strong> Ask {report.noAccount.length === 1 ? "this learner" : "these learners"} to register at /auth/register, then enrol them.
              </p>
            )}
            {report.invalid.length > 0 && <p className="rounded-lg bg-red-50 px-3 py-2 text-red-900">Not email addresses: {report.invalid.join(", ")}.</p>}
          </div>
        )}
      </form>
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
            enrolments.map((e) => (
              <tr key={e._id}>
                <td className={td}>
                  <Link href={`/admin/users/${e.userId._id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                    {e.userId.name}
                  </Link>
                  <p className="text-xs text-slate-500">
                    {e.userId.email}
                    {!e.userId.isActivated && " · email not activated yet"}
                  </p>
                </td>
                <td className={td}>{e.isActive ? <Pill kind="active">Active</Pill> : <Pill kind="inactive">Inactive</Pill>}</td>
                <td className={td}>{e.createdAt.slice(0, 10)}</td>
                <td className={`${td} text-right`}>
                  <div className="flex justify-end gap-2">
                    <ToggleActive enrolment={e} />
                    <ConfirmAction
                      label={`Remove ${e.userId.email}`}
                      title="Remove enrolment"
                      message={`Remove ${e.userId.name} (${e.userId.email}) from this training? They lose access to its meeting link.`}
                      confirmLabel="Remove"
                      url={`/api/admin/enrollments/${e._id}`}
                    >
                      Remove
                    </ConfirmAction>
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </TableFrame>
    </div>
  );
}

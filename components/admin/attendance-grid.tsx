"use client";
import { useState } from "react";
import { api, messageOf } from "@/components/api/client";
import { ConfirmAction } from "@/components/admin/confirm-action";
import { EmptyRow, TableFrame, td, th } from "@/components/admin/ui";
import { cn } from "@/components/ui/cn";
import { notify } from "@/components/ui/toaster";

export interface AttendanceRow {
  userId: string;
  name: string;
  email: string;
  attended: string[];
  rate: number;
  certificate: { id: string; revoked: boolean } | null;
}

const short = (date: string) =>
  new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

/**
 * Staff's attendance grid of a batch: learners × sessions. Each checkbox corrects one record (audited by the
 * API); the rate follows the server's answer. The last column shows, issues or revokes the certificate.
 */
export function AttendanceGrid({
  trainingId,
  sessions,
  learners,
  minRate,
  by = "staff",
}: {
  trainingId: string;
  sessions: string[];
  learners: AttendanceRow[];
  minRate: number;
  /** The batch's trainer marks attendance through their own call and has no certificate column (§8). */
  by?: "staff" | "trainer";
}) {
  const certificates = by === "staff";
  const [rows, setRows] = useState(learners);
  const [busy, setBusy] = useState<string | null>(null);

  async function toggle(row: AttendanceRow, date: string, present: boolean) {
    const key = `${row.userId}:${date}`;
    const before = row.attended;
    const set = (attended: string[], rate = row.rate) => setRows((all) => all.map((r) => (r.userId === row.userId ? { ...r, attended, rate } : r)));
    // The box follows the click at once; a refusal puts it back.
    set(present ? [...before, date].sort() : before.filter((d) => d !== date));
    setBusy(key);
    const input = { params: { id: trainingId }, body: { userId: row.userId, date, present } };
    const answer = by === "trainer" ? await api.put("/api/trainer/trainings/{id}/attendance", input) : await api.put("/api/admin/trainings/{id}/attendance", input);
    setBusy(null);
    if (!answer.ok || !answer.data) {
      set(before);
      notify(messageOf(answer, "Something went wrong."), "error");
      return;
    }
    const updated = answer.data;
    setRows((all) => all.map((r) => (r.userId === updated.userId ? { ...r, attended: updated.attended, rate: updated.rate } : r)));
    notify(messageOf(answer, "Attendance updated."), "success");
  }

  return (
    <TableFrame label="Attendance">
      <thead>
        <tr>
          <th scope="col" className={cn(th, "sticky left-0 z-10")}>
            Learner
          </th>
          {sessions.map((d) => (
            <th key={d} scope="col" className={cn(th, "text-center")}>
              <time dateTime={d}>{short(d)}</time>
            </th>
          ))}
          <th scope="col" className={cn(th, "text-right")}>
            Rate
          </th>
          {certificates && (
            <th scope="col" className={th}>
              Certificate
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && <EmptyRow colSpan={sessions.length + (certificates ? 3 : 2)}>No learner has an active enrolment in this batch yet.</EmptyRow>}
        {rows.map((row) => {
          const attended = new Set(row.attended);
          return (
            <tr key={row.userId} data-testid="attendance-row">
              <th scope="row" className={cn(td, "sticky left-0 z-10 bg-white text-left font-normal")}>
                <span className="block font-semibold text-ink">{row.name}</span>
                <span className="block text-xs text-slate-500">{row.email}</span>
              </th>
              {sessions.map((d) => (
                <td key={d} className={cn(td, "text-center")}>
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    checked={attended.has(d)}
                    disabled={busy === `${row.userId}:${d}`}
                    onChange={(e) => void toggle(row, d, e.target.checked)}
                    aria-label={`${row.name} attended ${short(d)}`}
                  />
                </td>
              ))}
              <td className={cn(td, "text-right font-semibold tabular-nums", row.rate >= minRate ? "text-green-800" : "text-slate-700")} data-testid="attendance-rate">
                {row.rate}%
              </td>
              {certificates && (
                <td className={td}>
                  <CertificateCell trainingId={trainingId} row={row} />
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </TableFrame>
  );
}

function CertificateCell({ trainingId, row }: { trainingId: string; row: AttendanceRow }) {
  const c = row.certificate;
  if (c && !c.revoked) {
    return (
      <span className="flex items-center gap-2 whitespace-nowrap">
        <a href={`/certificates/${c.id}`} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 hover:underline">
          View
        </a>
        <ConfirmAction
          label="Revoke"
          title="Revoke certificate"
          message={`Revoke ${row.name}'s certificate? Its public page will say it was revoked.`}
          confirmLabel="Revoke"
          route="DELETE /api/admin/certificates/{id}"
          input={{ params: { id: c.id } }}
        />
      </span>
    );
  }
  return (
    <span className="flex items-center gap-2 whitespace-nowrap">
      {c?.revoked && <span className="text-xs font-semibold text-red-700">Revoked</span>}
      <ConfirmAction
        label="Issue"
        title="Issue certificate"
        message={`Issue a certificate to ${row.name} for this batch, whatever their attendance? They get an email with its link.`}
        confirmLabel="Issue"
        route="POST /api/admin/certificates"
        input={{ body: { trainingId, userId: row.userId } }}
        variant="outline"
      />
    </span>
  );
}

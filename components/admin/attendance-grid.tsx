"use client";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { api, GENERIC_FAILURE, messageOf } from "@/components/api/client";
import { ConfirmAction } from "@/components/admin/confirm-action";
import { Card, EmptyRow, TableFrame, td, th } from "@/components/admin/ui";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { notify } from "@/components/ui/toaster";
import { dateTimeFormat } from "@/lib/intl-cache";

export interface AttendanceRow {
  userId: string;
  name: string;
  email: string;
  attended: string[];
  rate: number;
  marks: { date: string; present: boolean; source: "roster" | "join" | "staff" }[];
  certificate: { id: string; revoked: boolean } | null;
}

/** What each mark's source is called on the grid (billing-and-delivery.md §9). */
const sourceLabel = { roster: "Roster", join: "Join", staff: "Staff" } as const;
const sourceClass = {
  roster: "bg-brand-50 text-brand-800 ring-brand-200",
  join: "bg-slate-100 text-slate-700 ring-slate-300",
  staff: "bg-amber-100 text-amber-900 ring-amber-300",
} as const;

const short = (date: string) =>
  dateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

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
    const answer =
      by === "trainer" ? await api.put("/api/trainer/trainings/{id}/attendance", input) : await api.put("/api/admin/trainings/{id}/attendance", input);
    setBusy(null);
    if (!answer.ok || !answer.data) {
      set(before);
      notify(messageOf(answer, GENERIC_FAILURE), "error");
      return;
    }
    const updated = answer.data;
    setRows((all) => all.map((r) => (r.userId === updated.userId ? { ...r, attended: updated.attended, rate: updated.rate, marks: updated.marks } : r)));
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
          const marks = new Map(row.marks.map((m) => [m.date, m]));
          return (
            <tr key={row.userId} data-testid="attendance-row">
              <th scope="row" className={cn(td, "sticky left-0 z-10 bg-white text-left font-normal")}>
                <span className="block font-semibold text-ink">{row.name}</span>
                <span className="block text-xs text-slate-500">{row.email}</span>
              </th>
              {sessions.map((d) => (
                <td key={d} className={cn(td, "text-center")}>
                  <span className="flex flex-col items-center gap-1">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      checked={attended.has(d)}
                      disabled={busy === `${row.userId}:${d}`}
                      onChange={(e) => void toggle(row, d, e.target.checked)}
                      aria-label={`${row.name} attended ${short(d)}`}
                    />
                    <MarkSource mark={marks.get(d)} />
                  </span>
                </td>
              ))}
              <td
                className={cn(td, "text-right font-semibold tabular-nums", row.rate >= minRate ? "text-green-800" : "text-slate-700")}
                data-testid="attendance-rate"
              >
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

/** Where a session's mark comes from: the roster, a Join click or a staff correction ("–" when nothing is known). */
function MarkSource({ mark }: { mark: AttendanceRow["marks"][number] | undefined }) {
  if (!mark)
    return (
      <span className="text-[11px] text-slate-400" title="No roster, click or correction">
        –
      </span>
    );
  const words = `${mark.present ? "Present" : "Absent"} by ${mark.source === "roster" ? "the roster" : mark.source === "join" ? "a Join click" : "a staff correction"}`;
  return (
    <span
      className={cn("relative rounded-full px-1.5 py-px text-[11px] font-semibold ring-1 whitespace-nowrap", sourceClass[mark.source])}
      title={words}
      data-testid="mark-source"
    >
      {sourceLabel[mark.source]}
      <span className="sr-only">: {words}</span>
    </span>
  );
}

/**
 * Upload a session's participant report (Zoom, Google Meet or Teams, as exported): the server matches it to the
 * learners and the grid shows its marks. Only sessions that have ended are offered.
 */
export function RosterUpload({
  trainingId,
  endedSessions,
  by = "staff",
}: {
  trainingId: string;
  endedSessions: string[];
  /** The batch's trainer uploads through their own call (§9). */ by?: "staff" | "trainer";
}) {
  const router = useRouter();
  const fileRef = useRef<HTMLInputElement>(null);
  const [date, setDate] = useState(endedSessions.at(-1) ?? "");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [summary, setSummary] = useState<string>();
  if (endedSessions.length === 0) return null;

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) return setError("Choose a file to upload.");
    const form = new FormData();
    form.append("file", file);
    setBusy(true);
    setError(undefined);
    const input = { params: { id: trainingId, date }, body: form };
    const answer =
      by === "trainer"
        ? await api.post("/api/trainer/trainings/{id}/sessions/{date}/roster", input)
        : await api.post("/api/admin/trainings/{id}/sessions/{date}/roster", input);
    setBusy(false);
    if (!answer.ok || !answer.data) return setError(answer.errors.file ?? answer.errors.date ?? messageOf(answer, "The roster could not be uploaded."));
    const { present, absent, unmatched } = answer.data;
    setSummary(
      `${short(date)}: ${present.length} present, ${absent.length} absent${unmatched.length ? `, ${unmatched.length} not matched (${unmatched.map((u) => u.name || u.email).join(", ")})` : ""}.`,
    );
    if (fileRef.current) fileRef.current.value = "";
    notify(messageOf(answer, "Roster uploaded."), "success");
    router.refresh();
  }

  return (
    <Card title="Meeting roster" className="mb-4">
      <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          Session
          <select value={date} onChange={(e) => setDate(e.target.value)} className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm font-normal">
            {endedSessions.map((d) => (
              <option key={d} value={d}>
                {short(d)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-sm font-semibold text-slate-800">
          Participant report
          <input ref={fileRef} type="file" name="file" accept=".csv,text/csv,text/plain" className="max-w-full text-sm font-normal" />
        </label>
        <Button type="submit" size="sm" loading={busy}>
          Upload roster
        </Button>
      </form>
      <p className="mt-2 text-xs text-slate-600">
        Zoom&apos;s participants report, Google Meet&apos;s attendance report or Microsoft Teams&apos; attendance report, as exported. A new upload replaces the
        session&apos;s roster.
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {summary && (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {summary}
        </p>
      )}
    </Card>
  );
}

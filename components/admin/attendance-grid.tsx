"use client";
import { useRef, useState, type Dispatch, type SetStateAction } from "react";
import { api, messageOf, type ApiAnswer } from "@/components/api/client";
import { useApiAction } from "@/components/api/use-api-action";
import { Card, EmptyRow, TableFrame, td, th } from "@/components/admin/ui";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { dateTimeFormat } from "@/lib/intl-cache";
import { CertificateCell, MarkSource, type AttendanceRow } from "./attendance-cells";

const short = (date: string) =>
  dateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

/** An answer that carries no data is taken as a refusal (the box goes back, the upload says why). */
const withData = <D,>(answer: ApiAnswer<D>): ApiAnswer<D> => (answer.ok && !answer.data ? { ...answer, ok: false } : answer);

/** Who marks (staff or the batch's trainer), the grid's rows, and which box is waiting for the server. */
interface Marking {
  trainingId: string;
  by: "staff" | "trainer";
  busy: string | null;
  setBusy: (key: string | null) => void;
  setRows: Dispatch<SetStateAction<AttendanceRow[]>>;
}

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
  const marking: Marking = { trainingId, by, busy, setBusy, setRows };

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
        {rows.map((row) => (
          <LearnerRow key={row.userId} row={row} sessions={sessions} minRate={minRate} certificates={certificates} marking={marking} />
        ))}
      </tbody>
    </TableFrame>
  );
}

/** One learner's row: who, a box a session (with where its mark came from), the rate, and the certificate. */
function LearnerRow({
  row,
  sessions,
  minRate,
  certificates,
  marking,
}: {
  row: AttendanceRow;
  sessions: string[];
  minRate: number;
  certificates: boolean;
  marking: Marking;
}) {
  const attended = new Set(row.attended);
  const marks = new Map(row.marks.map((m) => [m.date, m]));
  return (
    <tr data-testid="attendance-row">
      <th scope="row" className={cn(td, "sticky left-0 z-10 bg-white text-left font-normal")}>
        <span className="block font-semibold text-ink">{row.name}</span>
        <span className="block text-xs text-slate-500">{row.email}</span>
      </th>
      {sessions.map((d) => (
        <td key={d} className={cn(td, "text-center")}>
          <span className="flex flex-col items-center gap-1">
            <AttendanceBox row={row} date={d} checked={attended.has(d)} marking={marking} />
            <MarkSource mark={marks.get(d)} />
          </span>
        </td>
      ))}
      <td className={cn(td, "text-right font-semibold tabular-nums", row.rate >= minRate ? "text-green-800" : "text-slate-700")} data-testid="attendance-rate">
        {row.rate}%
      </td>
      {certificates && (
        <td className={td}>
          <CertificateCell trainingId={marking.trainingId} row={row} />
        </td>
      )}
    </tr>
  );
}

/** A learner's box for one session: it follows the click at once, and a refusal puts it back. */
function AttendanceBox({ row, date, checked, marking }: { row: AttendanceRow; date: string; checked: boolean; marking: Marking }) {
  const { trainingId, by, busy, setBusy, setRows } = marking;
  const key = `${row.userId}:${date}`;
  const before = row.attended;
  const set = (attended: string[], rate = row.rate) => setRows((all) => all.map((r) => (r.userId === row.userId ? { ...r, attended, rate } : r)));
  const saving = useApiAction(
    async (call, present: boolean) => {
      set(present ? [...before, date].sort() : before.filter((d) => d !== date));
      setBusy(key);
      const input = { params: { id: trainingId }, body: { userId: row.userId, date, present } };
      const answer =
        by === "trainer"
          ? await api.put("/api/trainer/trainings/{id}/attendance", input, call)
          : await api.put("/api/admin/trainings/{id}/attendance", input, call);
      setBusy(null);
      return withData(answer);
    },
    {
      successToast: "Attendance updated.",
      refresh: false,
      onSuccess: ({ data: updated }) => {
        if (updated)
          setRows((all) => all.map((r) => (r.userId === updated.userId ? { ...r, attended: updated.attended, rate: updated.rate, marks: updated.marks } : r)));
      },
      onFailure: () => set(before),
    },
  );
  return (
    <input
      type="checkbox"
      className="size-4 accent-brand-700"
      checked={checked}
      disabled={busy === key}
      onChange={(e) => void saving.run(e.target.checked)}
      aria-label={`${row.name} attended ${short(date)}`}
    />
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
  const fileRef = useRef<HTMLInputElement>(null);
  const [date, setDate] = useState(endedSessions.at(-1) ?? "");
  const [error, setError] = useState<string>();
  const [summary, setSummary] = useState<string>();
  const uploading = useApiAction(
    async (call, form: FormData) => {
      const input = { params: { id: trainingId, date }, body: form };
      const answer =
        by === "trainer"
          ? await api.post("/api/trainer/trainings/{id}/sessions/{date}/roster", input, call)
          : await api.post("/api/admin/trainings/{id}/sessions/{date}/roster", input, call);
      return withData(answer);
    },
    {
      successToast: "Roster uploaded.",
      onSuccess: ({ data }) => {
        if (!data) return;
        const { present, absent, unmatched } = data;
        setSummary(
          `${short(date)}: ${present.length} present, ${absent.length} absent${unmatched.length ? `, ${unmatched.length} not matched (${unmatched.map((u) => u.name || u.email).join(", ")})` : ""}.`,
        );
        if (fileRef.current) fileRef.current.value = "";
      },
      onFailure: (answer) => {
        setError(answer.errors.file ?? answer.errors.date ?? messageOf(answer, "The roster could not be uploaded."));
        return true;
      },
    },
  );
  if (endedSessions.length === 0) return null;

  function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) return setError("Choose a file to upload.");
    const form = new FormData();
    form.append("file", file);
    setError(undefined);
    void uploading.run(form);
  }

  return (
    <Card title="Meeting roster" className="mb-4">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
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
        <Button type="submit" size="sm" loading={uploading.pending}>
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

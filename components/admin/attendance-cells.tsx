import { ConfirmAction } from "@/components/admin/confirm-action";
import { cn } from "@/components/ui/cn";

/** A learner's row of the grid: their marks by session, their rate and their certificate. */
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

/** A learner's certificate on the grid: View and Revoke while it stands, else Issue (and "Revoked" when it was). */
export function CertificateCell({ trainingId, row }: { trainingId: string; row: AttendanceRow }) {
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
export function MarkSource({ mark }: { mark: AttendanceRow["marks"][number] | undefined }) {
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

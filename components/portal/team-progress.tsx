import type { TeamLearner } from "@/lib/sales/team";

/** "6 of 8 sessions (75%)": a learner's attendance over the batch. */
export function attendanceLabel(l: Pick<TeamLearner, "sessionsAttended" | "sessions" | "attendanceRate">): string {
  return `${l.sessionsAttended} of ${l.sessions} ${l.sessions === 1 ? "session" : "sessions"} (${l.attendanceRate}%)`;
}

/** A buyer's view of one booking's learners on /account: attendance and certificate of each. */
export function TeamProgress({ number, team }: { number: string; team: TeamLearner[] }) {
  return (
    <div className="mt-3" data-testid="payments-team">
      <h3 className="text-sm font-bold text-ink">Your team</h3>
      <ul className="mt-1 divide-y divide-slate-100 text-sm" aria-label={`Learners of ${number}`}>
        {team.map((l) => (
          <li key={l.email} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-1.5" data-testid="payments-team-learner">
            <span className="min-w-0">
              <span className="font-semibold break-words text-ink">{l.name}</span>
              <span className="block text-slate-600 tabular-nums">{attendanceLabel(l)}</span>
            </span>
            {l.certificate?.valid ? (
              <a href={l.certificate.url} className="font-semibold text-brand-700 hover:underline">
                View certificate
                <span className="sr-only"> of {l.name}</span>
              </a>
            ) : (
              <span className="text-slate-500">{l.certificate ? "Certificate revoked" : "No certificate yet"}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

import { ConfirmAction } from "@/components/admin/confirm-action";
import { EmptyRow, formatDateTime, KindPill, TableFrame, td, th } from "@/components/admin/ui";
import type { WaitlistEntry } from "@/lib/batches/waitlist";

/** The console's waitlist of a training: oldest first, who was told a seat is free and when, and a remove button. */
export function WaitlistTable({ trainingId, entries, timeZone }: { trainingId: string; entries: WaitlistEntry[]; timeZone: string }) {
  return (
    <TableFrame label="Waitlist">
      <thead>
        <tr>
          <th className={th}>#</th>
          <th className={th}>Name</th>
          <th className={th}>Contact</th>
          <th className={th}>Joined</th>
          <th className={th}>Seat free mail</th>
          <th className={th}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.length === 0 ? (
          <EmptyRow colSpan={6}>Nobody is waiting. The course page offers the waitlist when the batch is full.</EmptyRow>
        ) : (
          entries.map((e, i) => (
            <tr key={e.id}>
              <td className={td}>{i + 1}</td>
              <td className={`${td} font-semibold`}>{e.name}</td>
              <td className={td}>
                <a href={`mailto:${e.email}`} className="text-brand-700 hover:underline">
                  {e.email}
                </a>
                <p className="text-xs text-slate-500">{e.phone}</p>
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatDateTime(e.createdAt, timeZone)}</td>
              <td className={`${td} whitespace-nowrap`}>
                {e.notifiedAt ? (
                  <KindPill kind="active">Told {formatDateTime(e.notifiedAt, timeZone)}</KindPill>
                ) : e.confirmedAt ? (
                  <KindPill kind="new">Waiting</KindPill>
                ) : (
                  <KindPill kind="closed">Unconfirmed</KindPill>
                )}
              </td>
              <td className={`${td} text-right`}>
                <ConfirmAction
                  label="Remove"
                  title="Remove from the waitlist"
                  message={`Remove ${e.name} from the waitlist? ${e.notifiedAt ? "The seat promised to them goes to the next person waiting." : "They will not be told when a seat frees."}`}
                  confirmLabel="Remove"
                  route="DELETE /api/admin/trainings/{id}/waitlist/{entryId}"
                  input={{ params: { id: trainingId, entryId: e.id } }}
                  variant="outline"
                />
              </td>
            </tr>
          ))
        )}
      </tbody>
    </TableFrame>
  );
}

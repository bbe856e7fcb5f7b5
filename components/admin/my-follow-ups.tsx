import Link from "next/link";
import { FollowUpDate, StagePill } from "@/components/admin/enquiry-stage";
import { Card, CardLink } from "@/components/admin/ui";
import { listMyFollowUps, pipelineToday } from "@/lib/enquiries/staff";
import { enquiryStatusLabels } from "@/lib/validation/enquiries";

/** "My follow-ups today": the open enquiries the signed-in staff member owns, due today or earlier. */
export async function MyFollowUps({ staffId }: { staffId: string }) {
  const [list, today] = [await listMyFollowUps(staffId), pipelineToday()];
  return (
    <Card title="My follow-ups today" actions={<CardLink href={`/admin/enquiries?owner=${staffId}&followUpBefore=${today}`}>All mine due</CardLink>}>
      {list.length === 0 ? (
        <p className="text-sm text-slate-500">No follow-ups due today.</p>
      ) : (
        <ul aria-label="My follow-ups today" className="divide-y divide-slate-100">
          {list.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
              <div className="min-w-0">
                <Link href={`/admin/enquiries/${e.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                  {e.name}
                </Link>
                <p className="line-clamp-1 text-xs text-slate-600">{e.courseTitle ?? e.trainingType}</p>
              </div>
              <div className="flex items-center gap-2 text-xs">
                <FollowUpDate date={e.followUpOn} today={today} />
                <StagePill status={e.status}>{enquiryStatusLabels[e.status]}</StagePill>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

import Link from "next/link";
import { FollowUpDate, StagePill } from "@/components/admin/enquiry-stage";
import { EmptyRow, TableFrame, formatDateTime, td, th } from "@/components/admin/ui";
import type { Enquiry } from "@/lib/enquiries/types";
import { enquiryStatusLabels } from "@/lib/validation/enquiries";

/** One enquiry of the inbox: a new one is tinted, so what nobody has answered yet stands out. */
function EnquiryRow({ enquiry: e, ownerName, today }: { enquiry: Enquiry; ownerName: string | undefined; today: string }) {
  return (
    <tr className={e.status === "new" ? "bg-amber-50/40 hover:bg-slate-50" : "hover:bg-slate-50"}>
      <td className={`${td} whitespace-nowrap text-xs text-slate-600`}>{formatDateTime(e.createdAt)}</td>
      <td className={td}>
        <Link href={`/admin/enquiries/${e.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
          {e.name}
        </Link>
        <p className="text-xs text-slate-500">{e.email}</p>
        {e.duplicateOf.length > 0 && <p className="text-xs font-semibold text-amber-800">Possible duplicate ({e.duplicateOf.length})</p>}
      </td>
      <td className={td}>
        {e.trainingType}
        {e.courseTitle && <p className="text-xs text-slate-500">{e.courseTitle}</p>}
      </td>
      <td className={td}>
        <p className="line-clamp-2 max-w-md">{e.message}</p>
        {e.staffNote && <p className="mt-1 line-clamp-1 text-xs italic text-slate-500">Note: {e.staffNote}</p>}
        {e.lostReason && <p className="mt-1 line-clamp-1 text-xs text-slate-500">Lost: {e.lostReason}</p>}
      </td>
      <td className={`${td} whitespace-nowrap text-xs`}>{e.ownerId ? (ownerName ?? "—") : <span className="text-slate-400">Nobody</span>}</td>
      <td className={`${td} whitespace-nowrap text-xs`}>
        <FollowUpDate date={e.followUpOn} today={today} />
      </td>
      <td className={td}>
        <StagePill status={e.status}>{enquiryStatusLabels[e.status]}</StagePill>
      </td>
    </tr>
  );
}

/** The page of enquiries the filters matched, with each owner's name and each follow-up measured against today. */
export function EnquiryTable({ enquiries, owners, today }: { enquiries: Enquiry[]; owners: { id: string; name: string }[]; today: string }) {
  const names = new Map(owners.map((o) => [o.id, o.name]));
  return (
    <TableFrame label="Enquiries">
      <thead>
        <tr>
          <th className={th}>Received</th>
          <th className={th}>From</th>
          <th className={th}>Type</th>
          <th className={th}>Message</th>
          <th className={th}>Owner</th>
          <th className={th}>Follow-up</th>
          <th className={th}>Status</th>
        </tr>
      </thead>
      <tbody>
        {enquiries.length === 0 ? (
          <EmptyRow colSpan={7}>No enquiry matches.</EmptyRow>
        ) : (
          enquiries.map((e) => <EnquiryRow key={e.id} enquiry={e} ownerName={e.ownerId ? names.get(e.ownerId) : undefined} today={today} />)
        )}
      </tbody>
    </TableFrame>
  );
}

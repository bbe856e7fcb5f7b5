import Link from "next/link";
import { StagePill } from "@/components/admin/enquiry-stage";
import { Card, Facts, formatDateTime } from "@/components/admin/ui";
import type { Enquiry } from "@/lib/enquiries/types";
import { enquiryStatusLabels } from "@/lib/validation/enquiries";

/** Who wrote, how to reach them, what they asked about, and their message as they typed it. */
export function MessageCard({ enquiry }: { enquiry: Enquiry }) {
  const rows: [string, React.ReactNode][] = [
    [
      "Email",
      <a key="e" href={`mailto:${enquiry.email}`} className="text-brand-700 hover:underline">
        {enquiry.email}
      </a>,
    ],
    [
      "Phone",
      <a key="p" href={`tel:${enquiry.phone.replace(/\s+/g, "")}`} className="text-brand-700 hover:underline">
        {enquiry.phone}
      </a>,
    ],
    ["Training type", enquiry.trainingType],
    ["Course", enquiry.courseTitle ?? "—"],
    ["Received", formatDateTime(enquiry.createdAt)],
  ];
  if (enquiry.lostReason) rows.push(["Lost reason", enquiry.lostReason]);
  return (
    <Card title="Message">
      <Facts rows={rows} className="sm:grid-cols-[8rem_1fr]" />
      <p className="mt-4 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-4 text-[15px] leading-7 text-slate-800">{enquiry.message}</p>
    </Card>
  );
}

/** Where the enquiry came from: the page it was sent on, the referrer and the campaign tags. */
export function SourceCard({ source }: { source: Enquiry["source"] }) {
  const rows: [string, React.ReactNode][] = [
    ["Page", source.page ?? "—"],
    ["Referrer", source.referrer ?? "—"],
    ["UTM source", source.utmSource ?? "—"],
    ["UTM medium", source.utmMedium ?? "—"],
    ["UTM campaign", source.utmCampaign ?? "—"],
  ];
  return (
    <Card title="Source">
      <Facts rows={rows} className="sm:grid-cols-[8rem_1fr]" />
    </Card>
  );
}

/** Other enquiries from the same person (same email or phone), so staff answer them once. */
export function DuplicatesCard({ duplicates }: { duplicates: Enquiry[] }) {
  return (
    <Card title="Possible duplicates">
      <p className="mb-2 text-sm text-slate-600">Other enquiries with the same email or phone number.</p>
      <ul className="divide-y divide-slate-100">
        {duplicates.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <Link href={`/admin/enquiries/${d.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
              {d.name} · {formatDateTime(d.createdAt)}
            </Link>
            <StagePill status={d.status}>{enquiryStatusLabels[d.status]}</StagePill>
          </li>
        ))}
      </ul>
    </Card>
  );
}

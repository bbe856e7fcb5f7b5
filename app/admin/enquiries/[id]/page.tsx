import Link from "next/link";
import { EnquiryEditor } from "@/components/admin/enquiry-editor";
import { EnquiryQuoteForm } from "@/components/admin/enquiry-quote-form";
import { StagePill } from "@/components/admin/enquiry-stage";
import { EnquiryTimeline } from "@/components/admin/enquiry-timeline";
import { Card, Facts, PageHeader, formatDateTime } from "@/components/admin/ui";
import { requirePageStaff } from "@/lib/auth/current-user";
import { foundOr404 } from "@/lib/http/found-or-404";
import { getStaffEnquiry, listEnquiryOwners, listStaffEnquiries } from "@/lib/enquiries/staff";
import { enquiryStatusLabels } from "@/lib/validation/enquiries";

export const metadata = { title: "Enquiry" };

export default async function EnquiryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requirePageStaff(`/admin/enquiries/${id}`);
  const enquiry = await foundOr404(getStaffEnquiry(id));
  const [staff, duplicates] = await Promise.all([listEnquiryOwners(), enquiry.duplicateOf.length ? listStaffEnquiries({ ids: enquiry.duplicateOf }) : []]);
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
  const { source } = enquiry;
  const sourceRows: [string, React.ReactNode][] = [
    ["Page", source.page ?? "—"],
    ["Referrer", source.referrer ?? "—"],
    ["UTM source", source.utmSource ?? "—"],
    ["UTM medium", source.utmMedium ?? "—"],
    ["UTM campaign", source.utmCampaign ?? "—"],
  ];
  return (
    <>
      <PageHeader
        title={enquiry.name}
        description={<StagePill status={enquiry.status}>{enquiry.status}</StagePill>}
        back={{ href: "/admin/enquiries", label: "Enquiries" }}
        actions={
          <>
            <Link href="/admin/enquiries/board" className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50">
              Board
            </Link>
            {enquiry.status !== "lost" && (
              <Link
                href={`/admin/quotes/new?enquiryId=${enquiry.id}`}
                className="inline-flex h-9 items-center rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                Send quote
              </Link>
            )}
            {enquiry.status !== "lost" && (
              <Link
                href={`/admin/bookings/new?enquiryId=${enquiry.id}`}
                className="inline-flex h-9 items-center rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                Create booking
              </Link>
            )}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <Card title="Message">
            <Facts rows={rows} className="sm:grid-cols-[8rem_1fr]" />
            <p className="mt-4 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-4 text-[15px] leading-7 text-slate-800">{enquiry.message}</p>
          </Card>
          <Card title="Source">
            <Facts rows={sourceRows} className="sm:grid-cols-[8rem_1fr]" />
          </Card>
          {duplicates.length > 0 && (
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
          )}
          <Card title="Timeline">
            <EnquiryTimeline events={enquiry.timeline} staff={staff} />
          </Card>
        </div>
        <div className="space-y-6">
          {/* Keyed by stage: a quote that moves the enquiry remounts the editor with the new stage. */}
          <EnquiryEditor
            key={enquiry.status}
            enquiry={{ id: enquiry.id, status: enquiry.status, ownerId: enquiry.ownerId, followUpOn: enquiry.followUpOn, lostReason: enquiry.lostReason }}
            staff={staff}
          />
          <EnquiryQuoteForm enquiryId={enquiry.id} moves={enquiry.status === "new" || enquiry.status === "contacted"} />
        </div>
      </div>
    </>
  );
}

import Link from "next/link";
import { EnquiryEditor } from "@/components/admin/enquiry-editor";
import { EnquiryQuoteForm } from "@/components/admin/enquiry-quote-form";
import { StagePill } from "@/components/admin/enquiry-stage";
import { EnquiryTimeline } from "@/components/admin/enquiry-timeline";
import { Card, PageHeader } from "@/components/admin/ui";
import { requirePageStaff } from "@/lib/auth/current-user";
import { foundOr404 } from "@/lib/http/found-or-404";
import { getStaffEnquiry, listEnquiryOwners, listStaffEnquiries } from "@/lib/enquiries/staff";
import { DuplicatesCard, MessageCard, SourceCard } from "./enquiry-cards";

export const metadata = { title: "Enquiry" };

export default async function EnquiryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requirePageStaff(`/admin/enquiries/${id}`);
  const enquiry = await foundOr404(getStaffEnquiry(id));
  const [staff, duplicates] = await Promise.all([listEnquiryOwners(), enquiry.duplicateOf.length ? listStaffEnquiries({ ids: enquiry.duplicateOf }) : []]);
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
          <MessageCard enquiry={enquiry} />
          <SourceCard source={enquiry.source} />
          {duplicates.length > 0 && <DuplicatesCard duplicates={duplicates} />}
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

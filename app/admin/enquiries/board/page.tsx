import { EnquiryBoard, type BoardCard } from "@/components/admin/enquiry-board";
import { EnquiryViews, OwnerFilter } from "@/components/admin/enquiry-views";
import { PageHeader } from "@/components/admin/ui";
import { requirePageStaff } from "@/lib/auth/current-user";
import { listEnquiryOwners, listStaffEnquiries, pipelineToday } from "@/lib/enquiries/staff";
import { enquiryFilterWire, type EnquiryFilterFields } from "@/lib/validation/enquiries";

export const metadata = { title: "Enquiry board" };

const PER_COLUMN = 30;

export default async function EnquiryBoardPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  await requirePageStaff("/admin/enquiries/board");
  const parsed = enquiryFilterWire.schema.safeParse(await searchParams);
  const filter: EnquiryFilterFields = parsed.success ? { ...parsed.data, status: undefined } : {};
  const [enquiries, owners] = await Promise.all([listStaffEnquiries({ ...filter, limit: 1000 }), listEnquiryOwners()]);
  const names = new Map(owners.map((o) => [o.id, o.name]));
  const cards: BoardCard[] = enquiries.map((e) => ({
    id: e.id,
    name: e.name,
    about: e.courseTitle ?? `${e.trainingType}: ${e.message}`,
    status: e.status,
    ownerName: e.ownerId ? (names.get(e.ownerId) ?? null) : null,
    followUpOn: e.followUpOn,
    duplicates: e.duplicateOf.length,
  }));
  return (
    <>
      <PageHeader title="Enquiries" description="The pipeline by stage: new, contacted, quoted, won and lost." />
      <EnquiryViews current="board" q={filter.q}>
        <OwnerFilter owners={owners} ownerId={filter.ownerId} />
      </EnquiryViews>
      <EnquiryBoard cards={cards} today={pipelineToday()} perColumn={PER_COLUMN} />
    </>
  );
}

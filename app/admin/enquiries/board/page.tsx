import { EnquiryBoard, type BoardColumn } from "@/components/admin/enquiry-board";
import { EnquiryViews, OwnerFilter } from "@/components/admin/enquiry-views";
import { PageHeader } from "@/components/admin/ui";
import { truncateText } from "@/components/course/truncate";
import { pageHref } from "@/components/ui/pagination";
import { requirePageStaff } from "@/lib/auth/current-user";
import { boardOfStaffEnquiries, listEnquiryOwners, pipelineToday } from "@/lib/enquiries/staff";
import { parseLenient } from "@/lib/validation/paging";
import { enquiryFilterWire, enquiryStatuses } from "@/lib/validation/enquiries";

export const metadata = { title: "Enquiry board" };

/** Enquiries a column shows: the newest of its stage; the rest are in the list, filtered to the stage. */
const PER_COLUMN = 30;
/** Characters of a card's course or message: more than its two lines show. */
const ABOUT_LIMIT = 120;

export default async function EnquiryBoardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageStaff("/admin/enquiries/board");
  // The list's filters under the list's names (a column's "more" link carries them there); the stage is the column's.
  const { status: _status, ...filter } = parseLenient(enquiryFilterWire.schema, await searchParams);
  const [stages, owners] = await Promise.all([boardOfStaffEnquiries(filter, PER_COLUMN), listEnquiryOwners()]);
  const names = new Map(owners.map((o) => [o.id, o.name]));
  const columns: BoardColumn[] = enquiryStatuses.map((stage) => ({
    stage,
    total: stages[stage].total,
    listHref: pageHref("/admin/enquiries", enquiryFilterWire.encode({ ...filter, status: stage })),
    cards: stages[stage].items.map((e) => ({
      id: e.id,
      name: e.name,
      // Two lines show on a card: a long message is cut here, not only hidden by the browser after it came.
      about: truncateText(e.courseTitle ?? `${e.trainingType}: ${e.message}`, ABOUT_LIMIT).text,
      status: e.status,
      ownerName: e.ownerId ? (names.get(e.ownerId) ?? null) : null,
      followUpOn: e.followUpOn,
      duplicates: e.duplicateOf.length,
    })),
  }));
  return (
    <>
      <PageHeader title="Enquiries" description="The pipeline by stage: new, contacted, quoted, won and lost." />
      <EnquiryViews current="board" q={filter.q}>
        <OwnerFilter owners={owners} ownerId={filter.ownerId} />
      </EnquiryViews>
      <EnquiryBoard columns={columns} today={pipelineToday()} />
    </>
  );
}

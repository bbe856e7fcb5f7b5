import Link from "next/link";
import { FollowUpDate, StagePill } from "@/components/admin/enquiry-stage";
import { EnquiryViews, OwnerFilter } from "@/components/admin/enquiry-views";
import { Pagination, pageHref } from "@/components/ui/pagination";
import { EmptyRow, FilterInput, FilterSelect, PageHeader, TableFrame, formatDateTime, td, th } from "@/components/admin/ui";
import { requirePageStaff } from "@/lib/auth/current-user";
import { countEnquiriesByStatus, listEnquiryCourseTitles, listEnquiryOwners, pageOfStaffEnquiries, pipelineToday } from "@/lib/enquiries/staff";
import { ENQUIRY_EXPORT_LIMIT } from "@/lib/enquiries/reads";
import { trainingTypes } from "@/lib/validation/contact-rules";
import { parseLenient } from "@/lib/validation/paging";
import { enquiryFilterWire, enquiryListWire, enquiryStatusLabels, enquiryStatuses } from "@/lib/validation/enquiries";

export const metadata = { title: "Enquiries" };

/** Enquiries a page of the list: the server reads only these (the inbox grows without bound). */
const PAGE_SIZE = 50;

export default async function AdminEnquiriesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requirePageStaff("/admin/enquiries");
  // The page's filters are the API's query (same names), so the export link downloads what is shown; a value that
  // fails its schema falls back to its default (never an error page).
  const raw = await searchParams;
  const parsed = enquiryListWire.schema.safeParse(
    Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value])),
  );
  const {
    page = 1,
    pageSize: _pageSize,
    after: _after,
    before: _before,
    limit: _limit,
    all: _all,
    format: _format,
    ...filter
  } = parseLenient(enquiryListWire.schema, raw);
  const [{ items: enquiries, total }, counts, courseTitles, owners] = await Promise.all([
    pageOfStaffEnquiries(filter, page, PAGE_SIZE),
    countEnquiriesByStatus(),
    listEnquiryCourseTitles(),
    listEnquiryOwners(),
  ]);
  const names = new Map(owners.map((o) => [o.id, o.name]));
  const today = pipelineToday();
  const wireFilter = enquiryFilterWire.encode(filter);
  const exportHref = pageHref("/api/admin/contact-messages/export", wireFilter);
  return (
    <>
      <PageHeader
        title="Enquiries"
        description={enquiryStatuses.map((status) => `${counts[status]} ${status}`).join(" · ")}
        actions={
          <>
            <Link
              href={`/admin/enquiries?owner=${staff._id}&followUpBefore=${today}`}
              className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              My follow-ups due
            </Link>
            <a
              href={exportHref}
              download
              className="inline-flex h-9 items-center rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {total > ENQUIRY_EXPORT_LIMIT
                ? `Export CSV (newest ${ENQUIRY_EXPORT_LIMIT.toLocaleString("en-IN")} of ${total.toLocaleString("en-IN")})`
                : `Export CSV (${total})`}
            </a>
          </>
        }
      />
      <EnquiryViews current="list" q={filter.q}>
        <FilterSelect
          label="Status"
          name="status"
          defaultValue={filter.status}
          options={[{ value: "", label: "All" }, ...enquiryStatuses.map((status) => ({ value: status, label: enquiryStatusLabels[status] }))]}
        />
        <OwnerFilter owners={owners} ownerId={filter.ownerId} />
        <FilterInput label="Follow-up due by" name="followUpBefore" type="date" defaultValue={filter.followUpBefore} />
        <FilterSelect
          label="Type"
          name="type"
          defaultValue={filter.trainingType}
          options={[{ value: "", label: "All" }, ...trainingTypes.map((type) => ({ value: type, label: type }))]}
        />
        <FilterSelect
          label="Course"
          name="course"
          defaultValue={filter.courseTitle}
          options={[{ value: "", label: "Any course" }, ...courseTitles.map((title) => ({ value: title, label: title }))]}
        />
      </EnquiryViews>
      {!parsed.success && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {parsed.error.issues[0]?.message ?? "A filter is not valid."} That filter is left out.
        </p>
      )}
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
            enquiries.map((e) => (
              <tr key={e.id} className={e.status === "new" ? "bg-amber-50/40 hover:bg-slate-50" : "hover:bg-slate-50"}>
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
                <td className={`${td} whitespace-nowrap text-xs`}>
                  {e.ownerId ? (names.get(e.ownerId) ?? "—") : <span className="text-slate-400">Nobody</span>}
                </td>
                <td className={`${td} whitespace-nowrap text-xs`}>
                  <FollowUpDate date={e.followUpOn} today={today} />
                </td>
                <td className={td}>
                  <StagePill status={e.status}>{enquiryStatusLabels[e.status]}</StagePill>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </TableFrame>
      <Pagination page={page} pageCount={Math.ceil(total / PAGE_SIZE)} href={(p) => pageHref("/admin/enquiries", wireFilter, p)} label="Enquiry pages" />
    </>
  );
}

import Link from "next/link";
import { Pagination, pageHref } from "@/components/ui/pagination";
import { PageHeader } from "@/components/admin/ui";
import { requirePageStaff } from "@/lib/auth/current-user";
import { countEnquiriesByStatus, listEnquiryCourseTitles, listEnquiryOwners, pageOfStaffEnquiries, pipelineToday } from "@/lib/enquiries/staff";
import { ENQUIRY_EXPORT_LIMIT } from "@/lib/enquiries/reads";
import { parseLenient } from "@/lib/validation/paging";
import { enquiryFilterWire, enquiryListWire, enquiryStatuses } from "@/lib/validation/enquiries";
import { EnquiryFilters } from "./enquiry-filters";
import { EnquiryTable } from "./enquiry-table";

export const metadata = { title: "Enquiries" };

/** Enquiries a page of the list: the server reads only these (the inbox grows without bound). */
const PAGE_SIZE = 50;

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The page's filters are the API's query (same names), so the export link downloads what is shown; a value that
 * fails its schema falls back to its default (never an error page), and its message is shown above the list.
 */
function readListQuery(raw: SearchParams) {
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
  return { page, filter, problem: parsed.success ? undefined : (parsed.error.issues[0]?.message ?? "A filter is not valid.") };
}

export default async function AdminEnquiriesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requirePageStaff("/admin/enquiries");
  const { page, filter, problem } = readListQuery(await searchParams);
  const [{ items: enquiries, total }, counts, courseTitles, owners] = await Promise.all([
    pageOfStaffEnquiries(filter, page, PAGE_SIZE),
    countEnquiriesByStatus(),
    listEnquiryCourseTitles(),
    listEnquiryOwners(),
  ]);
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
      <EnquiryFilters filter={filter} owners={owners} courseTitles={courseTitles} />
      {problem !== undefined && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {problem} That filter is left out.
        </p>
      )}
      <EnquiryTable enquiries={enquiries} owners={owners} today={today} />
      <Pagination page={page} pageCount={Math.ceil(total / PAGE_SIZE)} href={(p) => pageHref("/admin/enquiries", wireFilter, p)} label="Enquiry pages" />
    </>
  );
}

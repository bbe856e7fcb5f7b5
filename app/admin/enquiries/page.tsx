import Link from "next/link";
import { EmptyRow, FilterBar, FilterInput, FilterSelect, PageHeader, Pill, TableFrame, formatDateTime, td, th } from "@/components/admin/ui";
import { requirePageStaff } from "@/lib/auth/current-user";
import { countEnquiriesByStatus, listEnquiryCourseTitles, listStaffEnquiries } from "@/lib/enquiries/staff";
import { enquiryFilterWire, enquiryStatusLabels, enquiryStatuses, trainingTypes } from "@/lib/validation/enquiries";

export const metadata = { title: "Enquiries" };

export default async function AdminEnquiriesPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  await requirePageStaff("/admin/enquiries");
  // The page's filters are the API's query (same names), so the export link downloads what is shown.
  const parsed = enquiryFilterWire.schema.safeParse(await searchParams);
  const filter = parsed.success ? parsed.data : {};
  const [enquiries, counts, courseTitles] = await Promise.all([listStaffEnquiries(filter), countEnquiriesByStatus(), listEnquiryCourseTitles()]);
  const exportParams = new URLSearchParams(
    Object.entries(enquiryFilterWire.encode(filter)).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== ""),
  );
  const exportHref = `/api/admin/contact-messages/export${exportParams.size ? `?${exportParams}` : ""}`;
  return (
    <>
      <PageHeader
        title="Enquiries"
        description={enquiryStatuses.map((status) => `${counts[status]} ${status}`).join(" · ")}
        actions={
          <a href={exportHref} download className="inline-flex h-9 items-center rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50">
            Export CSV ({enquiries.length})
          </a>
        }
      />
      <FilterBar action="/admin/enquiries" resetHref="/admin/enquiries">
        <FilterInput label="Search" name="q" defaultValue={filter.q} placeholder="Name, email, phone, message…" />
        <FilterSelect
          label="Status"
          name="status"
          defaultValue={filter.status}
          options={[{ value: "", label: "All" }, ...enquiryStatuses.map((status) => ({ value: status, label: enquiryStatusLabels[status] }))]}
        />
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
      </FilterBar>
      <TableFrame label="Enquiries">
        <thead>
          <tr>
            <th className={th}>Received</th>
            <th className={th}>From</th>
            <th className={th}>Type</th>
            <th className={th}>Message</th>
            <th className={th}>Status</th>
          </tr>
        </thead>
        <tbody>
          {enquiries.length === 0 ? (
            <EmptyRow colSpan={5}>No enquiry matches.</EmptyRow>
          ) : (
            enquiries.map((e) => (
              <tr key={e.id} className={e.status === "new" ? "bg-amber-50/40 hover:bg-slate-50" : "hover:bg-slate-50"}>
                <td className={`${td} whitespace-nowrap text-xs text-slate-600`}>{formatDateTime(e.createdAt)}</td>
                <td className={td}>
                  <Link href={`/admin/enquiries/${e.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                    {e.name}
                  </Link>
                  <p className="text-xs text-slate-500">{e.email}</p>
                </td>
                <td className={td}>
                  {e.trainingType}
                  {e.courseTitle && <p className="text-xs text-slate-500">{e.courseTitle}</p>}
                </td>
                <td className={td}>
                  <p className="line-clamp-2 max-w-md">{e.message}</p>
                  {e.staffNote && <p className="mt-1 line-clamp-1 text-xs italic text-slate-500">Note: {e.staffNote}</p>}
                </td>
                <td className={td}>
                  <Pill kind={e.status}>{enquiryStatusLabels[e.status]}</Pill>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </TableFrame>
    </>
  );
}

import Link from "next/link";
import { EmptyRow, FilterBar, FilterInput, FilterSelect, PageHeader, Pill, TableFrame, formatDateTime, td, th } from "@/components/admin/ui";
import { requirePageStaff } from "@/lib/auth/current-user";
import { countEnquiriesByStatus, listEnquiries, listEnquiryCourses } from "@/lib/enquiries/admin";
import { enquiryQuerySchema } from "@/lib/validation/admin";

export const metadata = { title: "Enquiries" };

export default async function AdminEnquiriesPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  await requirePageStaff("/admin/enquiries");
  const raw = await searchParams;
  const parsed = enquiryQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : {};
  const [enquiries, counts, courses] = await Promise.all([listEnquiries(query), countEnquiriesByStatus(), listEnquiryCourses()]);
  const exportParams = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== ""));
  const exportHref = `/api/admin/contact-messages/export${exportParams.size ? `?${exportParams}` : ""}`;
  return (
    <>
      <PageHeader
        title="Enquiries"
        description={`${counts.new} new · ${counts.contacted} contacted · ${counts.closed} closed`}
        actions={
          <a href={exportHref} download className="inline-flex h-9 items-center rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50">
            Export CSV ({enquiries.length})
          </a>
        }
      />
      <FilterBar action="/admin/enquiries" resetHref="/admin/enquiries">
        <FilterInput label="Search" name="q" defaultValue={query.q} placeholder="Name, email, phone, message…" />
        <FilterSelect
          label="Status"
          name="status"
          defaultValue={query.status}
          options={[
            { value: "", label: "All" },
            { value: "new", label: "New" },
            { value: "contacted", label: "Contacted" },
            { value: "closed", label: "Closed" },
          ]}
        />
        <FilterSelect
          label="Type"
          name="type"
          defaultValue={query.type}
          options={[
            { value: "", label: "All" },
            { value: "Individual", label: "Individual" },
            { value: "Enterprise", label: "Enterprise" },
          ]}
        />
        <FilterSelect label="Course" name="course" defaultValue={query.course} options={[{ value: "", label: "Any course" }, ...courses.map((c) => ({ value: c, label: c }))]} />
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
              <tr key={e._id} className={e.status === "new" ? "bg-amber-50/40 hover:bg-slate-50" : "hover:bg-slate-50"}>
                <td className={`${td} whitespace-nowrap text-xs text-slate-600`}>{formatDateTime(e.createdAt)}</td>
                <td className={td}>
                  <Link href={`/admin/enquiries/${e._id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                    {e.contactName}
                  </Link>
                  <p className="text-xs text-slate-500">{e.contactEmail}</p>
                </td>
                <td className={td}>
                  {e.contactTrainingType}
                  {e.contactCourse && <p className="text-xs text-slate-500">{e.contactCourse}</p>}
                </td>
                <td className={td}>
                  <p className="line-clamp-2 max-w-md">{e.contactMessage}</p>
                  {e.note && <p className="mt-1 line-clamp-1 text-xs italic text-slate-500">Note: {e.note}</p>}
                </td>
                <td className={td}>
                  <Pill kind={e.status}>{e.status[0]!.toUpperCase() + e.status.slice(1)}</Pill>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </TableFrame>
    </>
  );
}

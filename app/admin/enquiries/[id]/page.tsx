import { notFound } from "next/navigation";
import { EnquiryEditor } from "@/components/admin/enquiry-editor";
import { Card, PageHeader, Pill, formatDateTime } from "@/components/admin/ui";
import { requirePageStaff } from "@/lib/auth/current-user";
import { getStaffEnquiry } from "@/lib/enquiries/staff";
import { ApiError } from "@/lib/http/api-error";

export const metadata = { title: "Enquiry" };

export default async function EnquiryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requirePageStaff(`/admin/enquiries/${id}`);
  const enquiry = await getStaffEnquiry(id).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 404) notFound();
    throw err;
  });
  const rows: [string, React.ReactNode][] = [
    ["Email", <a key="e" href={`mailto:${enquiry.email}`} className="text-brand-700 hover:underline">{enquiry.email}</a>],
    ["Phone", <a key="p" href={`tel:${enquiry.phone.replace(/\s+/g, "")}`} className="text-brand-700 hover:underline">{enquiry.phone}</a>],
    ["Training type", enquiry.trainingType],
    ["Course", enquiry.courseTitle ?? "—"],
    ["Received", formatDateTime(enquiry.createdAt)],
  ];
  return (
    <>
      <PageHeader title={enquiry.name} description={<Pill kind={enquiry.status}>{enquiry.status}</Pill>} back={{ href: "/admin/enquiries", label: "Enquiries" }} />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Card title="Message">
          <dl className="mb-4 grid grid-cols-[8rem_1fr] gap-x-3 gap-y-2 text-sm">
            {rows.map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="font-semibold text-slate-600">{k}</dt>
                <dd className="min-w-0 break-words text-ink">{v}</dd>
              </div>
            ))}
          </dl>
          <p className="whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-4 text-[15px] leading-7 text-slate-800">{enquiry.message}</p>
        </Card>
        <EnquiryEditor enquiry={{ id: enquiry.id, status: enquiry.status, staffNote: enquiry.staffNote }} />
      </div>
    </>
  );
}

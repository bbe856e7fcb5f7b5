import { QuoteForm, type QuotePrefill } from "@/components/admin/quote-form";
import { PageHeader } from "@/components/admin/ui";
import { requirePageStaff } from "@/lib/auth/current-user";
import { likelyBatch } from "@/lib/enquiries/likely-batch";
import { getStaffEnquiry } from "@/lib/enquiries/staff";
import { todayInZone } from "@/lib/quotes/reads";
import { formatTrainingDate } from "@/lib/format";
import { addDays } from "@/lib/schedule/schedule";
import { openStaffTrainings } from "@/lib/trainings/staff";

export const metadata = { title: "New quote" };

export default async function NewQuotePage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const { enquiryId } = await searchParams;
  await requirePageStaff("/admin/quotes/new");
  const enquiry = enquiryId && /^[A-Za-z0-9]+$/.test(enquiryId) ? await getStaffEnquiry(enquiryId).catch(() => undefined) : undefined;
  const trainings = await openStaffTrainings({ courseTitle: enquiry?.courseTitle });
  const prefill: QuotePrefill = {};
  if (enquiry) {
    Object.assign(prefill, { enquiryId: enquiry.id, buyerName: enquiry.name, buyerEmail: enquiry.email, buyerPhone: enquiry.phone });
    // The enquiry's course: its next batch is the likely one.
    prefill.trainingId = likelyBatch(trainings, enquiry);
  }
  const options = trainings.map((t) => {
    const left = t.seats.left === null ? "" : ` · ${t.seats.left} seat${t.seats.left === 1 ? "" : "s"} left`;
    return { value: t.id, label: `${t.course.title} · ${formatTrainingDate(t.startDate)} – ${formatTrainingDate(t.endDate)}${left}` };
  });
  return (
    <>
      <PageHeader
        title="New quote"
        description={
          enquiry ? `For ${enquiry.name}'s enquiry: sending it marks the enquiry quoted.` : "Priced lines per batch, mailed to the buyer with an Accept link."
        }
        back={enquiry ? { href: `/admin/enquiries/${enquiry.id}`, label: "Enquiry" } : { href: "/admin/quotes", label: "Quotes" }}
      />
      <QuoteForm trainings={options} prefill={prefill} defaultValidUntil={addDays(todayInZone(), 14)} />
    </>
  );
}

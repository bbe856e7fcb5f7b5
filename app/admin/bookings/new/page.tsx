import { BookingForm, type BookingPrefill } from "@/components/admin/booking-form";
import { PageHeader } from "@/components/admin/ui";
import { requirePageStaff } from "@/lib/auth/current-user";
import { likelyBatch } from "@/lib/enquiries/likely-batch";
import { getStaffEnquiry } from "@/lib/enquiries/staff";
import { formatTrainingDate } from "@/lib/format";
import { openStaffTrainings } from "@/lib/trainings/staff";
import { now } from "@/lib/clock";
import { listOrganizations } from "@/lib/organizations/reads";
import { dateInZone } from "@/lib/schedule/status";

export const metadata = { title: "New booking" };

export default async function NewBookingPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const { enquiryId, trainingId } = await searchParams;
  await requirePageStaff("/admin/bookings/new");
  const enquiry = enquiryId && /^[A-Za-z0-9]+$/.test(enquiryId) ? await getStaffEnquiry(enquiryId).catch(() => undefined) : undefined;
  const trainings = await openStaffTrainings({ include: trainingId, courseTitle: enquiry?.courseTitle });
  const prefill: BookingPrefill = { trainingId: trainings.some((t) => t.id === trainingId) ? trainingId : undefined };
  if (enquiry) {
    Object.assign(prefill, { enquiryId: enquiry.id, buyerName: enquiry.name, buyerEmail: enquiry.email, buyerPhone: enquiry.phone });
    // The enquiry's course: its next batch is the likely one.
    prefill.trainingId ??= likelyBatch(trainings, enquiry);
  }
  const options = trainings.map((t) => {
    const left = t.seats.left === null ? "" : ` · ${t.seats.left} seat${t.seats.left === 1 ? "" : "s"} left`;
    return {
      value: t.id,
      label: `${t.course.title} · ${formatTrainingDate(t.startDate)} – ${formatTrainingDate(t.endDate)}${left}`,
      price: t.price,
      today: dateInZone(now(), t.timeZone),
    };
  });
  const organizations = (await listOrganizations()).map((o) => ({ value: o.id, label: o.gstin ? `${o.name} · ${o.gstin}` : o.name }));
  return (
    <>
      <PageHeader
        title="New booking"
        description={enquiry ? `From ${enquiry.name}'s enquiry: creating the booking marks it won.` : "Seats a buyer agreed to pay for in one training."}
        back={enquiry ? { href: `/admin/enquiries/${enquiry.id}`, label: "Enquiry" } : { href: "/admin/bookings", label: "Bookings" }}
      />
      <BookingForm trainings={options} organizations={organizations} prefill={prefill} />
    </>
  );
}

import { BookingForm } from "@/components/admin/booking-form";
import { PageHeader } from "@/components/admin/ui";
import { requirePageStaff } from "@/lib/auth/current-user";
import { batchChoiceLabel, saleStart } from "@/lib/sales/start";
import { now } from "@/lib/clock";
import { listOrganizations } from "@/lib/organizations/reads";
import { dateInZone } from "@/lib/schedule/status";

export const metadata = { title: "New booking" };

export default async function NewBookingPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const { enquiryId, trainingId } = await searchParams;
  await requirePageStaff("/admin/bookings/new");
  const { enquiry, trainings, prefill } = await saleStart({ enquiryId, include: trainingId });
  const options = trainings.map((t) => ({ value: t.id, label: batchChoiceLabel(t), price: t.price, today: dateInZone(now(), t.timeZone) }));
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

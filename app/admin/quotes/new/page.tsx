import { QuoteForm } from "@/components/admin/quote-form";
import { PageHeader } from "@/components/admin/ui";
import { requirePageStaff } from "@/lib/auth/current-user";
import { listOrganizations } from "@/lib/organizations/reads";
import { companyToday } from "@/lib/company";
import { addDays } from "@/lib/schedule/schedule";
import { batchChoiceLabel, saleStart } from "@/lib/sales/start";

export const metadata = { title: "New quote" };

export default async function NewQuotePage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const { enquiryId } = await searchParams;
  await requirePageStaff("/admin/quotes/new");
  const { enquiry, trainings, prefill } = await saleStart({ enquiryId });
  const options = trainings.map((t) => ({ value: t.id, label: batchChoiceLabel(t) }));
  const organizations = (await listOrganizations()).map((o) => ({ value: o.id, label: o.gstin ? `${o.name} · ${o.gstin}` : o.name }));
  return (
    <>
      <PageHeader
        title="New quote"
        description={
          enquiry ? `For ${enquiry.name}'s enquiry: sending it marks the enquiry quoted.` : "Priced lines per batch, mailed to the buyer with an Accept link."
        }
        back={enquiry ? { href: `/admin/enquiries/${enquiry.id}`, label: "Enquiry" } : { href: "/admin/quotes", label: "Quotes" }}
      />
      <QuoteForm trainings={options} organizations={organizations} prefill={prefill} defaultValidUntil={addDays(companyToday(), 14)} />
    </>
  );
}

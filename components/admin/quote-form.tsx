"use client";
import { useRouter } from "next/navigation";
import { useFieldArray, useWatch } from "react-hook-form";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button, SubmitRow } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { quoteWire, type QuoteLineForm } from "@/lib/validation/quotes";
import { buyerDefaults, type SalePrefill } from "@/lib/validation/sales";
import { billingFormDefaults } from "@/lib/validation/gst-buyer";
import { BillingFields } from "./billing-fields";
import { Card } from "./ui";

const emptyLine = (trainingId = ""): QuoteLineForm => ({ trainingId, seats: "1", code: "", price: "" });

/**
 * A new quote: the buyer, one line per batch (seats, a code, or a line total that overrides the price rule),
 * validity and a note. Sending prices it on the server, mails it and (from an enquiry) marks the enquiry quoted.
 */
export function QuoteForm({
  trainings,
  organizations,
  prefill,
  defaultValidUntil,
}: {
  trainings: { value: string; label: string }[];
  organizations: { value: string; label: string }[];
  prefill: SalePrefill;
  defaultValidUntil: string;
}) {
  const router = useRouter();
  const form = useApiForm({
    schema: quoteWire,
    defaultValues: {
      ...buyerDefaults(prefill),
      lines: [emptyLine(prefill.trainingId)],
      validUntil: defaultValidUntil,
      note: "",
      organizationId: "",
      ...billingFormDefaults,
    },
    send: (v) => api.post("/api/admin/quotes", { body: quoteWire.encode(v, { enquiryId: prefill.enquiryId }) }),
    onSuccess: (answer) => {
      if (answer.data) router.push(`/admin/quotes/${answer.data._id}`);
    },
  });
  const lines = useFieldArray({ control: form.control, name: "lines" });
  const organizationId = useWatch({ control: form.control, name: "organizationId" });
  const linesError = form.formState.errors.lines?.message ?? form.formState.errors.lines?.root?.message;
  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-6" aria-label="New quote">
      <Card title="Buyer">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Buyer name" required autoComplete="off" {...form.field("buyerName")} />
          <TextField label="Buyer email" required type="email" autoComplete="off" {...form.field("buyerEmail")} />
          <TextField label="Buyer phone" type="tel" autoComplete="off" {...form.field("buyerPhone")} />
          <SelectField
            label="Organisation"
            className="sm:col-span-3"
            options={[{ value: "", label: "None (an individual buyer)" }, ...organizations]}
            hint="Its GSTIN, treatment, address and terms go on the invoices"
            {...form.field("organizationId")}
          />
          <div className="sm:col-span-3">
            <BillingFields
              field={(name) => form.field(name)}
              currency=""
              individual={!organizationId}
              rateHint="Only for a quote priced in another currency than INR"
            />
          </div>
        </div>
      </Card>
      <Card title="Lines">
        <ol className="space-y-4">
          {lines.fields.map((line, i) => (
            <li key={line.id} className="grid gap-3 border-b border-slate-100 pb-4 last:border-0 sm:grid-cols-[minmax(0,1fr)_6rem_9rem_9rem_auto] sm:items-end">
              <SelectField label={`Training ${i + 1}`} required placeholder="Pick a training" options={trainings} {...form.field(`lines.${i}.trainingId`)} />
              <TextField label="Seats" required inputMode="numeric" {...form.field(`lines.${i}.seats`)} />
              <TextField label="Code" autoComplete="off" {...form.field(`lines.${i}.code`)} />
              <TextField label="Line total" inputMode="decimal" hint="Overrides the price" {...form.field(`lines.${i}.price`)} />
              {lines.fields.length > 1 && (
                <Button type="button" variant="outline" size="sm" onClick={() => lines.remove(i)}>
                  Remove<span className="sr-only"> line {i + 1}</span>
                </Button>
              )}
            </li>
          ))}
        </ol>
        {linesError && (
          <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
            {linesError}
          </p>
        )}
        <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => lines.append(emptyLine())}>
          Add a line
        </Button>
      </Card>
      <Card title="Terms">
        <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <TextField label="Valid until" required type="date" {...form.field("validUntil")} />
          <TextAreaField label="Note to the buyer" rows={3} {...form.field("note")} />
        </div>
      </Card>
      <SubmitRow loading={form.isSubmitting}>Send quote</SubmitRow>
    </form>
  );
}

"use client";
import { useRouter } from "next/navigation";
import { useFieldArray } from "react-hook-form";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { gstStates } from "@/lib/gst/states";
import { gstTreatmentLabels, gstTreatmentNames, type GstTreatment } from "@/lib/gst/treatment";
import { organizationBody } from "@/lib/validation/organizations";
import { Card } from "./ui";

export interface OrganizationFormValues {
  id?: string;
  name: string;
  gstin: string | null;
  billingAddress: string;
  stateCode: string | null;
  country: string;
  gstTreatment?: GstTreatment;
  accountsEmail?: string | null;
  paymentTermsDays?: number;
  pan?: string | null;
  contacts: { name: string; email: string; phone: string; isLead: boolean; userId?: string | null }[];
}

const treatmentOptions = gstTreatmentNames.map((value) => ({ value, label: gstTreatmentLabels[value] }));

const stateOptions = [
  { value: "", label: "From the GSTIN / none" },
  ...Object.entries(gstStates)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, name]) => ({ value: code, label: `${code} ${name}` })),
];

/**
 * An organisation (billing-and-delivery.md §1): name, GSTIN (checked with its check character; the state follows from
 * it), billing address, state and country, and its contacts; a lead contact gets an account when saved (§7).
 */
export function OrganizationForm({ organization }: { organization?: OrganizationFormValues }) {
  const router = useRouter();
  const state = useOrganizationForm(organization);
  return (
    <form noValidate onSubmit={state.form.onSubmit} className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <IdentityCard state={state} organization={organization} />
      <AccountsPayableCard state={state} organization={organization} />
      <ContactsCard state={state} organization={organization} />
      <div className="flex justify-end gap-3">
        <Button variant="ghost" onClick={() => router.push("/admin/organizations")}>
          Cancel
        </Button>
        <Button type="submit" loading={state.form.isSubmitting}>
          {organization?.id ? "Save organisation" : "Create organisation"}
        </Button>
      </div>
    </form>
  );
}

/** The form's state: the organisation as the form's values, its save (a new one opens its page), and the messages. */
function useOrganizationForm(organization: OrganizationFormValues | undefined) {
  const router = useRouter();
  const form = useApiForm({
    schema: organizationBody,
    defaultValues: {
      name: organization?.name ?? "",
      gstin: organization?.gstin ?? "",
      billingAddress: organization?.billingAddress ?? "",
      stateCode: organization?.stateCode ?? "",
      country: organization?.country ?? "IN",
      gstTreatment: organization?.gstTreatment ?? "",
      accountsEmail: organization?.accountsEmail ?? "",
      paymentTermsDays: organization?.paymentTermsDays ?? 0,
      contacts: organization?.contacts.map((c) => ({ name: c.name, email: c.email, phone: c.phone, isLead: c.isLead })) ?? [
        { name: "", email: "", phone: "", isLead: true },
      ],
    },
    send: (body) =>
      organization?.id ? api.put("/api/admin/organizations/{id}", { params: { id: organization.id }, body }) : api.post("/api/admin/organizations", { body }),
    onSuccess: (answer) => {
      if (!organization?.id && answer.data) router.push(`/admin/organizations/${answer.data._id}`);
      else router.refresh();
    },
  });
  const { errors } = form.formState;
  return { form, errors };
}

type SectionProps = { state: ReturnType<typeof useOrganizationForm>; organization: OrganizationFormValues | undefined };

/** Who the organisation is for GST: name, GSTIN, state, billing address, country and treatment. */
function IdentityCard({ state: { form, errors }, organization }: SectionProps) {
  return (
    <Card title={organization?.id ? "Organisation" : "New organisation"}>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Name" required className="md:col-span-2" autoComplete="off" error={errors.name?.message} {...form.register("name")} />
        <TextField
          label="GSTIN"
          autoComplete="off"
          hint="15 characters, e.g. 29AAACB1234C1ZB. Empty: not registered."
          error={errors.gstin?.message}
          autoCapitalize="characters"
          {...form.register("gstin")}
        />
        <SelectField
          label="State"
          options={stateOptions}
          hint="The GST state code; taken from the GSTIN when empty"
          error={errors.stateCode?.message}
          {...form.register("stateCode")}
        />
        <TextAreaField label="Billing address" rows={3} className="md:col-span-2" error={errors.billingAddress?.message} {...form.register("billingAddress")} />
        <TextField label="Country" maxLength={2} hint="ISO code, e.g. IN, DE, US" error={errors.country?.message} {...form.register("country")} />
        <SelectField
          label="GST treatment"
          options={treatmentOptions}
          placeholder="From the GSTIN and country"
          hint="SEZ units are billed IGST, or zero-rated under the company's LUT"
          error={errors.gstTreatment?.message}
          {...form.register("gstTreatment")}
        />
      </div>
    </Card>
  );
}

/** Where its invoices go and when they fall due. */
function AccountsPayableCard({ state: { form, errors }, organization }: SectionProps) {
  return (
    <Card title="Accounts payable">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Accounts email"
          type="email"
          autoComplete="off"
          hint="Every invoice and note is copied here"
          error={errors.accountsEmail?.message}
          {...form.register("accountsEmail")}
        />
        <TextField
          label="Payment terms (days)"
          type="number"
          inputMode="numeric"
          min={0}
          max={120}
          hint="Invoices are due this many days after their date, 0 to 120"
          error={errors.paymentTermsDays?.message}
          {...form.register("paymentTermsDays", { valueAsNumber: true })}
        />
        {organization?.pan && (
          <p className="text-sm text-slate-600 md:col-span-2">
            PAN <span className="font-mono font-semibold text-ink">{organization.pan}</span> (from the GSTIN)
          </p>
        )}
      </div>
    </Card>
  );
}

type ContactError = { name?: { message?: string }; email?: { message?: string }; phone?: { message?: string } } | undefined;

/** The organisation's contacts, one row each; a training lead is marked when their account is linked. */
function ContactsCard({ state: { form, errors }, organization }: SectionProps) {
  const contacts = useFieldArray({ control: form.control, name: "contacts" });
  const contactErrors = errors.contacts as unknown as ContactError[] | undefined;
  const linked = new Map(organization?.contacts.map((c) => [c.email, c.userId]) ?? []);
  return (
    <Card
      title="Contacts"
      actions={
        <Button variant="ghost" size="sm" onClick={() => contacts.append({ name: "", email: "", phone: "", isLead: false })}>
          Add contact
        </Button>
      }
    >
      <p className="mb-4 text-sm text-slate-600">
        A training lead sees the organisation&apos;s bookings, attendance and invoices. Saving gives each new lead an account and an invitation.
      </p>
      {contacts.fields.length === 0 && <p className="text-sm text-slate-500">No contacts yet.</p>}
      <ol className="grid gap-4">
        {contacts.fields.map((field, i) => (
          <li key={field.id} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_12rem_auto_auto] lg:items-end">
            <TextField
              label={`Contact ${i + 1} name`}
              required
              autoComplete="off"
              error={contactErrors?.[i]?.name?.message}
              {...form.register(`contacts.${i}.name`)}
            />
            <TextField
              label={`Contact ${i + 1} email`}
              required
              type="email"
              autoComplete="off"
              error={contactErrors?.[i]?.email?.message}
              {...form.register(`contacts.${i}.email`)}
            />
            <TextField
              label={`Contact ${i + 1} phone`}
              type="tel"
              autoComplete="off"
              error={contactErrors?.[i]?.phone?.message}
              {...form.register(`contacts.${i}.phone`)}
            />
            <label className="flex h-11 items-center gap-2 text-sm font-semibold text-slate-800">
              <input type="checkbox" className="size-4 accent-brand-700" {...form.register(`contacts.${i}.isLead`)} />
              Training lead
              {linked.get(field.email) && (
                <span className="rounded-full bg-emerald-50 px-2 text-xs font-bold text-emerald-800 ring-1 ring-emerald-200">Account linked</span>
              )}
            </label>
            <Button variant="ghost" size="sm" onClick={() => contacts.remove(i)} aria-label={`Remove contact ${i + 1}`}>
              Remove
            </Button>
          </li>
        ))}
      </ol>
    </Card>
  );
}

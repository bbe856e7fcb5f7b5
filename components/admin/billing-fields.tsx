"use client";
import type { UseFormRegisterReturn } from "react-hook-form";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { gstStates } from "@/lib/gst/states";
import { gstTreatmentLabels, gstTreatmentNames } from "@/lib/gst/treatment";
import type { billingFormDefaults } from "@/lib/validation/gst-buyer";

type BillingFieldName = keyof typeof billingFormDefaults;
type Field = (name: BillingFieldName) => UseFormRegisterReturn & { error?: string };

const treatmentOptions = gstTreatmentNames.map((value) => ({ value, label: gstTreatmentLabels[value] }));
const stateOptions = Object.entries(gstStates)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([code, name]) => ({ value: code, label: `${code} ${name}` }));

/**
 * What a booking or quote needs for its invoices (books.md §1): the buyer's purchase order, payment terms and, for a
 * foreign currency, the exchange rate; and an individual buyer's billing details and GST treatment (an
 * organisation's come from it).
 */
export function BillingFields({ field, currency, individual, rateHint }: { field: Field; currency: string; individual: boolean; rateHint?: string }) {
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-bold text-ink">Invoicing</legend>
      <TextField label="Purchase order" autoComplete="off" maxLength={40} hint="The buyer's PO number, printed on the invoice" {...field("purchaseOrder")} />
      <TextField
        label="Payment terms (days)"
        inputMode="numeric"
        hint={individual ? "Days to pay after the invoice; empty: 0" : "Empty: the organisation's terms"}
        {...field("paymentTermsDays")}
      />
      {currency.trim().toUpperCase() !== "INR" && (
        <TextField
          label="Exchange rate (INR per unit)"
          required={currency !== ""}
          inputMode="decimal"
          hint={rateHint ?? `Rupees per 1 ${currency.toUpperCase()}, up to 4 decimals`}
          {...field("exchangeRate")}
        />
      )}
      {individual && (
        <>
          <TextField label="Buyer GSTIN" autoComplete="off" autoCapitalize="characters" hint="Empty: not registered" {...field("buyerGstin")} />
          <SelectField label="GST treatment" options={treatmentOptions} placeholder="From the GSTIN and country" {...field("buyerGstTreatment")} />
          <TextAreaField
            label="Buyer's billing address"
            rows={2}
            className="sm:col-span-2"
            hint="Needed with a GSTIN, and for ₹50,000 or more to an unregistered buyer"
            {...field("buyerAddress")}
          />
          <SelectField label="Buyer's state" options={stateOptions} placeholder="From the GSTIN / unknown" {...field("buyerStateCode")} />
          <TextField label="Buyer's country" maxLength={2} hint="ISO code, e.g. IN, US" {...field("buyerCountry")} />
        </>
      )}
    </fieldset>
  );
}

"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useWatch } from "react-hook-form";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { SubmitRow } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { currentPrice, priceSale, type TrainingPrice } from "@/lib/pricing/price";
import { bookingWire, buyerDefaults, DEFAULT_CURRENCY, type SalePrefill } from "@/lib/validation/sales";
import { billingFormDefaults } from "@/lib/validation/gst-buyer";
import { BillingFields } from "./billing-fields";
import { Card } from "./ui";
import { fromMinor } from "@/lib/money";

/** A training the form offers, with its price columns and today's date in its zone (for the price from the rule). */
export interface BookingTrainingChoice {
  value: string;
  label: string;
  price: TrainingPrice;
  today: string;
}

/** The total the pricing rule gives for a training and seats (early bird, group tiers), as the form's text; "" without a price. */
function ruleAmountOf(trainings: BookingTrainingChoice[], id: string, seatsText: string): string {
  const training = trainings.find((t) => t.value === id);
  const count = Number(seatsText);
  if (!training || !Number.isInteger(count) || count < 1) return "";
  const current = currentPrice(training.price, training.today);
  return current ? String(fromMinor(priceSale(current, training.price.groupDiscounts, count).total, training.price.currency)) : "";
}

/**
 * A new booking: the training, the buyer, the seats and the total price (from an enquiry when one is given). */
export function BookingForm({
  trainings,
  organizations,
  prefill,
}: {
  trainings: BookingTrainingChoice[];
  organizations: { value: string; label: string }[];
  prefill: SalePrefill;
}) {
  const router = useRouter();
  const form = useApiForm({
    schema: bookingWire,
    defaultValues: {
      trainingId: prefill.trainingId ?? "",
      ...buyerDefaults(prefill),
      organization: "",
      seats: "1",
      amount: "",
      currency: DEFAULT_CURRENCY,
      code: "",
      organizationId: "",
      ...billingFormDefaults,
    },
    send: (v) =>
      api.post("/api/admin/bookings", {
        body: bookingWire.encode(v, { ruleAmount: ruleAmountOf(trainings, v.trainingId, v.seats), enquiryId: prefill.enquiryId }),
      }),
    onSuccess: (answer) => {
      if (answer.data) router.push(`/admin/bookings/${answer.data._id}`);
    },
  });
  const [trainingId, seats, currency, organizationId] = useWatch({ control: form.control, name: ["trainingId", "seats", "currency", "organizationId"] });
  // The price from the rule (early bird and group tiers; a code is priced by the server): prefilled as seats change.
  useEffect(() => {
    const amount = ruleAmountOf(trainings, trainingId, seats);
    const training = trainings.find((t) => t.value === trainingId);
    if (amount !== "" && training) {
      form.setValue("amount", amount);
      form.setValue("currency", training.price.currency);
    }
  }, [trainingId, seats, trainings, form]);
  return (
    <Card title="Booking">
      <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={form.onSubmit}>
        <SelectField label="Training" required className="sm:col-span-2" placeholder="Pick a training" options={trainings} {...form.field("trainingId")} />
        <TextField label="Buyer name" required autoComplete="off" {...form.field("buyerName")} />
        <TextField label="Buyer email" required type="email" autoComplete="off" {...form.field("buyerEmail")} />
        <TextField label="Buyer phone" type="tel" autoComplete="off" {...form.field("buyerPhone")} />
        <SelectField
          label="Organisation"
          options={[{ value: "", label: "None (an individual, or type the name below)" }, ...organizations]}
          {...form.field("organizationId")}
        />
        <TextField label="Organization" autoComplete="off" hint="Filled from the organisation when one is chosen" {...form.field("organization")} />
        <TextField label="Seats" required inputMode="numeric" {...form.field("seats")} />
        <div className="grid grid-cols-[1fr_6rem] gap-3">
          <TextField
            label="Total price"
            inputMode="decimal"
            hint="For all seats; from the batch's price when it has one. Empty: priced by the rule."
            {...form.field("amount")}
          />
          <TextField label="Currency" required maxLength={3} {...form.field("currency")} />
        </div>
        <TextField label="Discount code" autoComplete="off" hint="Applied by the rule when the total above is the batch's price" {...form.field("code")} />
        <BillingFields field={(name) => form.field(name)} currency={currency} individual={!organizationId} />
        <SubmitRow className="sm:col-span-2" loading={form.isSubmitting}>
          Create booking
        </SubmitRow>
      </form>
    </Card>
  );
}

"use client";
import { useRouter } from "next/navigation";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { bookingForm, DEFAULT_CURRENCY } from "@/lib/validation/sales";
import { Card } from "./ui";

export interface BookingPrefill {
  enquiryId?: string;
  trainingId?: string;
  buyerName?: string;
  buyerEmail?: string;
  buyerPhone?: string;
  organization?: string;
}

/** A new booking: the training, the buyer, the seats and the total price (from an enquiry when one is given). */
export function BookingForm({ trainings, prefill }: { trainings: { value: string; label: string }[]; prefill: BookingPrefill }) {
  const router = useRouter();
  const form = useApiForm({
    schema: bookingForm,
    defaultValues: {
      trainingId: prefill.trainingId ?? "",
      buyerName: prefill.buyerName ?? "",
      buyerEmail: prefill.buyerEmail ?? "",
      buyerPhone: prefill.buyerPhone ?? "",
      organization: prefill.organization ?? "",
      seats: "1",
      amount: "",
      currency: DEFAULT_CURRENCY,
    },
    send: (v) =>
      api.post("/api/admin/bookings", {
        body: {
          trainingId: v.trainingId,
          buyerName: v.buyerName,
          buyerEmail: v.buyerEmail,
          buyerPhone: v.buyerPhone,
          organization: v.organization,
          seats: Number(v.seats),
          price: { amount: Number(v.amount), currency: v.currency },
          ...(prefill.enquiryId ? { enquiryId: prefill.enquiryId } : {}),
        },
      }),
    apiFields: { price: "amount" },
    onSuccess: (answer) => {
      if (answer.data) router.push(`/admin/bookings/${answer.data._id}`);
    },
  });
  const { errors } = form.formState;
  return (
    <Card title="Booking">
      <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={form.onSubmit}>
        <SelectField
          label="Training"
          required
          className="sm:col-span-2"
          placeholder="Pick a training"
          options={trainings}
          error={errors.trainingId?.message}
          {...form.register("trainingId")}
        />
        <TextField label="Buyer name" required autoComplete="off" error={errors.buyerName?.message} {...form.register("buyerName")} />
        <TextField label="Buyer email" required type="email" autoComplete="off" error={errors.buyerEmail?.message} {...form.register("buyerEmail")} />
        <TextField label="Buyer phone" type="tel" autoComplete="off" error={errors.buyerPhone?.message} {...form.register("buyerPhone")} />
        <TextField label="Organization" autoComplete="off" error={errors.organization?.message} {...form.register("organization")} />
        <TextField label="Seats" required inputMode="numeric" error={errors.seats?.message} {...form.register("seats")} />
        <div className="grid grid-cols-[1fr_6rem] gap-3">
          <TextField label="Total price" required inputMode="decimal" hint="For all seats." error={errors.amount?.message} {...form.register("amount")} />
          <TextField label="Currency" required maxLength={3} error={errors.currency?.message} {...form.register("currency")} />
        </div>
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" loading={form.isSubmitting}>
            Create booking
          </Button>
        </div>
      </form>
    </Card>
  );
}

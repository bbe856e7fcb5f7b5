"use client";
import { useRouter } from "next/navigation";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { useIdempotencyKey } from "@/components/api/use-idempotency-key";
import { Button, SubmitRow } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { paymentMethodLabels, paymentMethods, paymentWire, refundWire } from "@/lib/validation/sales";

/** "Record payment": amount (in the booking's currency), method, reference, date, note. An entry is final once recorded. */
export function PaymentForm({ bookingId, currency, balance, today }: { bookingId: string; currency: string; balance: number; today: string }) {
  const router = useRouter();
  const submit = useIdempotencyKey();
  const form = useApiForm({
    schema: paymentWire,
    defaultValues: { amount: balance > 0 ? String(balance) : "", method: "bank_transfer", reference: "", paidOn: today, note: "" },
    send: async (v) =>
      submit.answered(
        await api.post(
          "/api/admin/bookings/{id}/payments",
          { params: { id: bookingId }, body: paymentWire.encode(v, { currency }) },
          { idempotencyKey: submit.current() },
        ),
      ),
    onSuccess: () => {
      form.reset({ amount: "", method: "bank_transfer", reference: "", paidOn: today, note: "" });
      router.refresh();
    },
  });
  return (
    <form noValidate className="grid gap-3 sm:grid-cols-2" onSubmit={form.onSubmit} aria-label="Record payment">
      <TextField label={`Amount (${currency})`} required inputMode="decimal" {...form.field("amount")} />
      <SelectField label="Method" required options={paymentMethods.map((m) => ({ value: m, label: paymentMethodLabels[m] }))} {...form.field("method")} />
      <TextField label="Reference" hint="UTR, transaction or cheque number." autoComplete="off" {...form.field("reference")} />
      <TextField label="Paid on" required type="date" max={today} {...form.field("paidOn")} />
      <TextField label="Note" className="sm:col-span-2" autoComplete="off" {...form.field("note")} />
      <div className="flex items-center justify-between gap-3 sm:col-span-2">
        <p className="text-xs text-slate-500">A recorded payment is never edited; correct a mistake with a refund.</p>
        <Button type="submit" loading={form.isSubmitting}>
          Record payment
        </Button>
      </div>
    </form>
  );
}

/**
 * "Refund": never more than was paid; a balance left takes the learners' access away, unless the refund lowers the
 * price by the same amount (a reduction agreed), which credits an invoiced booking and leaves the balance as it was.
 */
export function RefundForm({ bookingId, currency }: { bookingId: string; currency: string }) {
  const router = useRouter();
  const submit = useIdempotencyKey();
  const form = useApiForm({
    schema: refundWire,
    defaultValues: { amount: "", reason: "", lowerPrice: false },
    send: async (v) =>
      submit.answered(
        await api.post(
          "/api/admin/bookings/{id}/refunds",
          { params: { id: bookingId }, body: refundWire.encode(v, { currency }) },
          { idempotencyKey: submit.current() },
        ),
      ),
    onSuccess: () => {
      form.reset({ amount: "", reason: "", lowerPrice: false });
      router.refresh();
    },
  });
  return (
    <form noValidate className="grid gap-3 sm:grid-cols-[10rem_1fr]" onSubmit={form.onSubmit} aria-label="Refund">
      <TextField label={`Refund (${currency})`} required inputMode="decimal" {...form.field("amount")} />
      <TextField label="Reason" required autoComplete="off" {...form.field("reason")} />
      <label className="flex items-start gap-2 text-sm text-slate-700 sm:col-span-2">
        <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" {...form.register("lowerPrice")} />
        <span>
          <span className="font-semibold text-ink">Lower the price by this amount</span> (a reduction agreed: days missed, goodwill). An invoiced booking gets a
          credit note, and no balance reopens.
        </span>
      </label>
      <SubmitRow className="sm:col-span-2" variant="outline" loading={form.isSubmitting}>
        Record refund
      </SubmitRow>
    </form>
  );
}

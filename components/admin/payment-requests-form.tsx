"use client";
import { useRouter } from "next/navigation";
import { useFieldArray } from "react-hook-form";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { MAX_INSTALMENTS, paymentRequestsWire } from "@/lib/validation/collection";

/**
 * "Ask for payment": one row per instalment (amount and due date); each becomes a payment request whose pay link is
 * mailed to the buyer. Starts with the balance due in a week.
 */
export function PaymentRequestsForm({ bookingId, currency, outstanding, today }: { bookingId: string; currency: string; outstanding: number; today: string }) {
  const router = useRouter();
  const inAWeek = new Date(Date.parse(`${today}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  const initial = { instalments: [{ amount: outstanding > 0 ? String(outstanding) : "", dueOn: inAWeek }] };
  const form = useApiForm({
    schema: paymentRequestsWire,
    defaultValues: initial,
    send: (v) => api.post("/api/admin/bookings/{id}/payment-requests", { params: { id: bookingId }, body: paymentRequestsWire.encode(v, { currency }) }),
    onSuccess: () => {
      form.reset({ instalments: [{ amount: "", dueOn: inAWeek }] });
      router.refresh();
    },
  });
  const rows = useFieldArray({ control: form.control, name: "instalments" });
  const { errors } = form.formState;
  return (
    <form noValidate className="space-y-3" onSubmit={form.onSubmit} aria-label="Ask for payment">
      <ol className="space-y-3">
        {rows.fields.map((field, index) => (
          <li key={field.id} className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]" aria-label={`Instalment ${index + 1}`}>
            <TextField label={`Instalment ${index + 1} (${currency})`} required inputMode="decimal" {...form.field(`instalments.${index}.amount`)} />
            <TextField label={`Due on (instalment ${index + 1})`} required type="date" min={today} {...form.field(`instalments.${index}.dueOn`)} />
            {rows.fields.length > 1 && (
              <Button type="button" variant="ghost" size="sm" className="sm:mt-7" onClick={() => rows.remove(index)}>
                Remove<span className="sr-only"> instalment {index + 1}</span>
              </Button>
            )}
          </li>
        ))}
      </ol>
      {errors.instalments?.message && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {errors.instalments.message}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={rows.fields.length >= MAX_INSTALMENTS}
          onClick={() => rows.append({ amount: "", dueOn: inAWeek })}
        >
          Add instalment
        </Button>
        <Button type="submit" loading={form.isSubmitting}>
          Send payment requests
        </Button>
      </div>
      <p className="text-xs text-slate-500">
        The buyer gets one email per instalment with its pay link (bank details, UPI QR code, and a form to send the UTR), and reminders 3 days before, on and 3
        days after the due date.
      </p>
    </form>
  );
}

"use client";
import { useRouter } from "next/navigation";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { bookingInvoicingWire } from "@/lib/validation/sales";

/** What the booking's invoice will carry for accounts payable (books.md §1): the buyer's PO, the terms, the rate. */
export function BookingInvoicingForm({
  bookingId,
  currency,
  purchaseOrder,
  paymentTermsDays,
  exchangeRate,
}: {
  bookingId: string;
  currency: string;
  purchaseOrder: string;
  paymentTermsDays: number;
  exchangeRate: number | null;
}) {
  const router = useRouter();
  const form = useApiForm({
    schema: bookingInvoicingWire,
    defaultValues: { purchaseOrder, paymentTermsDays: String(paymentTermsDays), exchangeRate: exchangeRate === null ? "" : String(exchangeRate) },
    send: (v) => api.put("/api/admin/bookings/{id}", { params: { id: bookingId }, body: bookingInvoicingWire.encode(v, { currency }) }),
    onSuccess: () => router.refresh(),
  });
  return (
    <form noValidate className="grid grid-cols-2 gap-3" onSubmit={form.onSubmit} aria-label="Invoicing">
      <TextField label="Purchase order" maxLength={40} autoComplete="off" {...form.field("purchaseOrder")} />
      <TextField label="Payment terms (days)" inputMode="numeric" {...form.field("paymentTermsDays")} />
      {currency !== "INR" && <TextField label={`Exchange rate (INR per ${currency})`} inputMode="decimal" {...form.field("exchangeRate")} />}
      <div className="col-span-2 flex justify-end">
        <Button type="submit" size="sm" variant="outline" loading={form.isSubmitting}>
          Save invoicing
        </Button>
      </div>
    </form>
  );
}

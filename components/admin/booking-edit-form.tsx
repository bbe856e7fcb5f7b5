"use client";
import { useRouter } from "next/navigation";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { bookingEditWire } from "@/lib/validation/sales";

/** Change a booking's seats (more go through the training's seat rule) or its total price. */
export function BookingEditForm({ bookingId, seats, amount, currency }: { bookingId: string; seats: number; amount: number; currency: string }) {
  const router = useRouter();
  const form = useApiForm({
    schema: bookingEditWire,
    defaultValues: { seats: String(seats), amount: String(amount) },
    send: (v) => api.put("/api/admin/bookings/{id}", { params: { id: bookingId }, body: bookingEditWire.encode(v, { currency }) }),
    onSuccess: () => router.refresh(),
  });
  return (
    <form noValidate className="grid grid-cols-2 gap-3" onSubmit={form.onSubmit} aria-label="Seats and price">
      <TextField label="Seats" inputMode="numeric" {...form.field("seats")} />
      <TextField label={`Total price (${currency})`} inputMode="decimal" {...form.field("amount")} />
      <div className="col-span-2 flex justify-end">
        <Button type="submit" size="sm" variant="outline" loading={form.isSubmitting}>
          Save seats and price
        </Button>
      </div>
    </form>
  );
}

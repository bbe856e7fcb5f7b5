"use client";
import { useRouter } from "next/navigation";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { useIdempotencyKey } from "@/components/api/use-idempotency-key";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { certificateWire, tdsWire } from "@/lib/validation/tds";

/** "Record TDS": the amount the buyer deducted (in the booking's currency), its section, the buyer's TAN and the day. */
export function TdsForm({ bookingId, currency, today }: { bookingId: string; currency: string; today: string }) {
  const router = useRouter();
  const submit = useIdempotencyKey();
  const empty = { amount: "", section: "194J", tan: "", deductedOn: today, reference: "" };
  const form = useApiForm({
    schema: tdsWire,
    defaultValues: empty,
    send: async (v) =>
      submit.answered(
        await api.post(
          "/api/admin/bookings/{id}/tds",
          { params: { id: bookingId }, body: tdsWire.encode(v, { currency }) },
          { idempotencyKey: submit.current() },
        ),
      ),
    onSuccess: () => {
      form.reset(empty);
      router.refresh();
    },
  });
  return (
    <form noValidate className="grid gap-3 sm:grid-cols-2" onSubmit={form.onSubmit} aria-label="Record TDS">
      <TextField label={`TDS amount (${currency})`} required inputMode="decimal" {...form.field("amount")} />
      <TextField label="Section" required hint="194J, 194C, 393(1)…" autoComplete="off" {...form.field("section")} />
      <TextField label="Buyer's TAN" required hint="4 letters, 5 digits, a letter." autoComplete="off" autoCapitalize="characters" {...form.field("tan")} />
      <TextField label="Deducted on" required type="date" max={today} {...form.field("deductedOn")} />
      <TextField label="Reference" hint="Challan or the buyer's note (optional)." className="sm:col-span-2" autoComplete="off" {...form.field("reference")} />
      <div className="flex items-center justify-between gap-3 sm:col-span-2">
        <p className="text-xs text-slate-500">At most the balance and 20 % of the taxable value. Settles like a payment; no credit note.</p>
        <Button type="submit" loading={form.isSubmitting}>
          Record TDS
        </Button>
      </div>
    </form>
  );
}

/** The buyer's certificate number for one deduction (Form 16A or its successor). */
export function CertificateForm({ entryId, label }: { entryId: string; label: string }) {
  const router = useRouter();
  const form = useApiForm({
    schema: certificateWire,
    defaultValues: { certificateNumber: "" },
    send: (v) => api.put("/api/admin/tds/{id}", { params: { id: entryId }, body: certificateWire.encode(v) }),
    onSuccess: () => router.refresh(),
  });
  return (
    <form noValidate className="flex items-start gap-2" onSubmit={form.onSubmit} aria-label={`Certificate for ${label}`}>
      <TextField
        label={<span className="sr-only">Certificate number for {label}</span>}
        className="w-32"
        autoComplete="off"
        placeholder="Number"
        {...form.field("certificateNumber")}
      />
      <Button type="submit" variant="outline" size="sm" className="mt-1" loading={form.isSubmitting}>
        Save
      </Button>
    </form>
  );
}

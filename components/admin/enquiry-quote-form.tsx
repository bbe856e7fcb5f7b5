"use client";
import { useRouter } from "next/navigation";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { enquiryQuoteWire, QUOTE_TEXT_MAX_LENGTH } from "@/lib/validation/enquiry-quotes";
import { DEFAULT_CURRENCY } from "@/lib/validation/sales";
import { Card } from "./ui";

const empty = { amount: "", currency: DEFAULT_CURRENCY, text: "" };

/** "Record a quote": the total quoted and what it covers; a new or contacted enquiry moves to quoted. */
export function EnquiryQuoteForm({ enquiryId, moves }: { enquiryId: string; moves: boolean }) {
  const router = useRouter();
  const form = useApiForm({
    schema: enquiryQuoteWire,
    defaultValues: empty,
    send: (v) => api.post("/api/admin/contact-messages/{id}/quotes", { params: { id: enquiryId }, body: enquiryQuoteWire.encode(v) }),
    onSuccess: () => {
      form.reset(empty);
      router.refresh();
    },
  });
  return (
    <Card title="Quote">
      <form noValidate className="grid grid-cols-[1fr_6rem] gap-3" onSubmit={form.onSubmit} aria-label="Record a quote">
        <TextField label="Amount" required inputMode="decimal" autoComplete="off" {...form.field("amount")} />
        <TextField label="Currency" required maxLength={3} autoComplete="off" {...form.field("currency")} />
        <TextField
          label="Details"
          className="col-span-2"
          maxLength={QUOTE_TEXT_MAX_LENGTH}
          autoComplete="off"
          hint='e.g. "for 3 seats, weekend batch"'
          {...form.field("text")}
        />
        <div className="col-span-2 flex items-center justify-between gap-3">
          <p className="text-xs text-slate-500">{moves ? "Added to the timeline; the enquiry moves to Quoted." : "Added to the timeline."}</p>
          <Button type="submit" variant="outline" loading={form.isSubmitting}>
            Record quote
          </Button>
        </div>
      </form>
    </Card>
  );
}

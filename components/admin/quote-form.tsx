"use client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { api, messageOf } from "@/components/api/client";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { DEFAULT_CURRENCY } from "@/lib/validation/sales";
import { Card } from "./ui";

export interface QuotePrefill {
  enquiryId?: string;
  trainingId?: string;
  buyerName?: string;
  buyerEmail?: string;
  buyerPhone?: string;
}

interface Line {
  trainingId: string;
  seats: string;
  code: string;
  price: string;
}

const emptyLine = (trainingId = ""): Line => ({ trainingId, seats: "1", code: "", price: "" });

/**
 * A new quote: the buyer, one line per batch (seats, a code, or a line total that overrides the price rule),
 * validity and a note. Sending prices it on the server, mails it and (from an enquiry) marks the enquiry quoted.
 */
export function QuoteForm({
  trainings,
  prefill,
  defaultValidUntil,
}: {
  trainings: { value: string; label: string }[];
  prefill: QuotePrefill;
  defaultValidUntil: string;
}) {
  const router = useRouter();
  const [buyer, setBuyer] = useState({ buyerName: prefill.buyerName ?? "", buyerEmail: prefill.buyerEmail ?? "", buyerPhone: prefill.buyerPhone ?? "" });
  const [lines, setLines] = useState<Line[]>([emptyLine(prefill.trainingId)]);
  const [validUntil, setValidUntil] = useState(defaultValidUntil);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const setLine = (i: number, change: Partial<Line>) => setLines((all) => all.map((l, j) => (j === i ? { ...l, ...change } : l)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const answer = await api.post("/api/admin/quotes", {
      body: {
        ...buyer,
        ...(prefill.enquiryId ? { enquiryId: prefill.enquiryId } : {}),
        lines: lines.map((l) => ({
          trainingId: l.trainingId,
          seats: Number(l.seats),
          ...(l.code.trim() ? { code: l.code.trim() } : {}),
          ...(l.price.trim() ? { price: { amount: Number(l.price), currency: DEFAULT_CURRENCY } } : {}),
        })),
        validUntil,
        note,
      },
    });
    setBusy(false);
    if (answer.ok && answer.data) router.push(`/admin/quotes/${answer.data._id}`);
    else setError({ message: messageOf(answer, "The quote could not be sent."), fields: answer.errors });
  }
  const fieldError = (name: string) => error?.fields[name];
  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label="New quote">
      <Card title="Buyer">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Buyer name"
            required
            autoComplete="off"
            value={buyer.buyerName}
            onChange={(e) => setBuyer({ ...buyer, buyerName: e.target.value })}
            error={fieldError("buyerName")}
          />
          <TextField
            label="Buyer email"
            required
            type="email"
            autoComplete="off"
            value={buyer.buyerEmail}
            onChange={(e) => setBuyer({ ...buyer, buyerEmail: e.target.value })}
            error={fieldError("buyerEmail")}
          />
          <TextField
            label="Buyer phone"
            type="tel"
            autoComplete="off"
            value={buyer.buyerPhone}
            onChange={(e) => setBuyer({ ...buyer, buyerPhone: e.target.value })}
            error={fieldError("buyerPhone")}
          />
        </div>
      </Card>
      <Card title="Lines">
        <ol className="space-y-4">
          {lines.map((l, i) => (
            <li key={i} className="grid gap-3 border-b border-slate-100 pb-4 last:border-0 sm:grid-cols-[minmax(0,1fr)_6rem_9rem_9rem_auto] sm:items-end">
              <SelectField
                label={`Training ${i + 1}`}
                required
                placeholder="Pick a training"
                options={trainings}
                value={l.trainingId}
                onChange={(e) => setLine(i, { trainingId: e.target.value })}
                error={fieldError(`lines.${i}.trainingId`)}
              />
              <TextField
                label="Seats"
                required
                inputMode="numeric"
                value={l.seats}
                onChange={(e) => setLine(i, { seats: e.target.value })}
                error={fieldError(`lines.${i}.seats`)}
              />
              <TextField
                label="Code"
                autoComplete="off"
                value={l.code}
                onChange={(e) => setLine(i, { code: e.target.value })}
                error={fieldError(`lines.${i}.code`) ?? fieldError("code")}
              />
              <TextField
                label="Line total"
                inputMode="decimal"
                hint="Overrides the price"
                value={l.price}
                onChange={(e) => setLine(i, { price: e.target.value })}
                error={fieldError(`lines.${i}.price`) ?? fieldError("price")}
              />
              {lines.length > 1 && (
                <Button type="button" variant="outline" size="sm" onClick={() => setLines((all) => all.filter((_, j) => j !== i))}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ol>
        <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => setLines((all) => [...all, emptyLine()])}>
          Add a line
        </Button>
      </Card>
      <Card title="Terms">
        <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <TextField
            label="Valid until"
            required
            type="date"
            value={validUntil}
            onChange={(e) => setValidUntil(e.target.value)}
            error={fieldError("validUntil")}
          />
          <TextAreaField label="Note to the buyer" rows={3} value={note} onChange={(e) => setNote(e.target.value)} error={fieldError("note")} />
        </div>
      </Card>
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error.message}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={busy}>
          Send quote
        </Button>
      </div>
    </form>
  );
}

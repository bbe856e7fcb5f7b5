"use client";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { collectionMessages, PROOF_MAX_BYTES, proofWire } from "@/lib/validation/collection";

/**
 * "I have paid": the UTR, the day and the amount, and optionally a screenshot or PDF of the payment. The server
 * checks the file by its content; this only spares a phone the upload of a file that is far too large.
 */
export function ProofForm({ token, amount, today }: { token: string; amount: string; today: string }) {
  const router = useRouter();
  const fileRef = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string>();
  const [tdsOpen, setTdsOpen] = useState(false);
  const form = useApiForm({
    schema: proofWire,
    defaultValues: { reference: "", paidOn: today, amount, tdsAmount: "", tdsSection: "", tan: "" },
    send: async (v) => {
      const body = new FormData();
      for (const [field, value] of Object.entries(proofWire.encode(v))) if (typeof value === "string") body.set(field, value);
      const file = fileRef.current?.files?.[0];
      if (file) body.set("file", file);
      return api.post("/api/pay/{token}/proof", { params: { token }, body });
    },
    onSuccess: () => router.refresh(),
    onFailure: (answer) => setFileError(answer.errors.file),
  });
  // A TDS field the form or the server refused is never hidden in the closed section.
  const { errors } = form.formState;
  const tdsShown = tdsOpen || Boolean(errors.tdsAmount || errors.tdsSection || errors.tan);
  // The form's method is "dialog": never sent by the browser itself, so a submit before hydration puts nothing in the
  // address (contact-fields.tsx).
  return (
    <form method="dialog" noValidate className="grid gap-4" onSubmit={form.onSubmit} aria-label="Send proof of payment">
      <TextField
        label="UTR or transaction reference"
        required
        autoComplete="off"
        autoCapitalize="characters"
        hint="6 to 35 letters or digits, from your bank's or UPI app's confirmation."
        {...form.field("reference")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Paid on" required type="date" max={today} {...form.field("paidOn")} />
        <TextField label="Amount paid (INR)" required inputMode="decimal" {...form.field("amount")} />
      </div>
      <details className="rounded-lg border border-slate-200 px-4 py-3 open:pb-4" open={tdsShown} onToggle={(e) => setTdsOpen(e.currentTarget.open)}>
        <summary className="cursor-pointer text-sm font-semibold text-slate-700">
          We deducted TDS <span className="font-normal text-slate-500">(optional)</span>
        </summary>
        <p className="mt-2 text-sm text-slate-600">
          If your company deducted income tax at source from this payment, tell us how much, under which section and your TAN: the deduction counts toward this
          request.
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          <TextField label="TDS amount (INR)" inputMode="decimal" autoComplete="off" {...form.field("tdsAmount")} />
          <TextField label="Section" hint="For example 194J." autoComplete="off" autoCapitalize="characters" {...form.field("tdsSection")} />
          <TextField label="Your TAN" hint="4 letters, 5 digits, a letter." autoComplete="off" autoCapitalize="characters" {...form.field("tan")} />
        </div>
      </details>
      <div>
        <label htmlFor="proof-file" className="block text-sm font-semibold text-slate-700">
          Screenshot or PDF <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <input
          ref={fileRef}
          id="proof-file"
          name="file"
          type="file"
          accept="image/png,image/jpeg,application/pdf"
          aria-describedby="proof-file-hint"
          aria-invalid={fileError ? true : undefined}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
          onChange={(e) => {
            const file = e.target.files?.[0];
            setFileError(file && file.size > PROOF_MAX_BYTES ? collectionMessages.file : undefined);
          }}
        />
        <p id="proof-file-hint" className={fileError ? "mt-1 text-sm font-semibold text-red-700" : "mt-1 text-xs text-slate-500"}>
          {fileError ?? "PNG, JPEG or PDF, up to 5 MB."}
        </p>
      </div>
      <Button type="submit" loading={form.isSubmitting} disabled={Boolean(fileError)} className="w-full sm:w-auto sm:justify-self-start">
        Send proof of payment
      </Button>
    </form>
  );
}

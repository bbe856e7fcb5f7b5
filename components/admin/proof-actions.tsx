"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { ConfirmAction } from "@/components/admin/confirm-action";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { z } from "zod";
import { useIdempotencyKey } from "@/components/api/use-idempotency-key";
import { proofRejectBody } from "@/lib/validation/collection";

/**
 * A pending proof's decisions: approve (asks first, then records the payment through the ledger) or reject with a
 * reason the buyer is mailed.
 */
export function ProofActions({
  id,
  requestNumber,
  amount,
  tds = null,
}: {
  id: string;
  requestNumber: string;
  amount: string;
  /** The TDS the buyer says they deducted: recorded with the payment; staff may approve with another amount. */
  tds?: { amount: number; currency: string; label: string } | null;
}) {
  const router = useRouter();
  const [rejecting, setRejecting] = useState(false);
  const [changingTds, setChangingTds] = useState(false);
  const form = useApiForm({
    schema: proofRejectBody,
    defaultValues: { reason: "" },
    send: (v) => api.post("/api/admin/payment-proofs/{id}/reject", { params: { id }, body: v }),
    onSuccess: () => {
      setRejecting(false);
      form.reset({ reason: "" });
      router.refresh();
    },
  });
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <ConfirmAction
        label={`Approve ${requestNumber}`}
        title={`Approve the proof for ${requestNumber}?`}
        message={`A payment of ${amount}${tds ? ` and the TDS of ${tds.label}` : ""} ${tds ? "are" : "is"} recorded on the booking with its receipt; learners get access once the booking is paid in full.`}
        confirmLabel="Approve"
        variant="primary"
        route="POST /api/admin/payment-proofs/{id}/approve"
        input={{ params: { id }, body: {} }}
        idempotent
      >
        Approve
      </ConfirmAction>
      {tds && (
        <Button variant="outline" size="sm" aria-label={`Change the TDS of ${requestNumber}`} onClick={() => setChangingTds(true)}>
          Change TDS
        </Button>
      )}
      {tds && (
        <Dialog open={changingTds} onClose={() => setChangingTds(false)} title={`Approve ${requestNumber} with another TDS amount`}>
          <ApproveWithTds id={id} tds={tds} amount={amount} onDone={() => setChangingTds(false)} />
        </Dialog>
      )}
      {/* An aria-label, not an sr-only span: an absolutely positioned span in a scrolling table widens the page at 375 px. */}
      <Button variant="outline" size="sm" aria-label={`Reject ${requestNumber}`} onClick={() => setRejecting(true)}>
        Reject
      </Button>
      <Dialog open={rejecting} onClose={() => setRejecting(false)} title={`Reject the proof for ${requestNumber}?`}>
        <form noValidate onSubmit={form.onSubmit} aria-label="Reject proof">
          <p className="text-sm text-slate-700">The request opens again and the buyer is mailed this reason.</p>
          <TextField
            label="Reason"
            className="mt-4"
            required
            autoFocus
            maxLength={1000}
            error={form.formState.errors.reason?.message}
            {...form.register("reason")}
          />
          <div className="mt-5 flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setRejecting(false)}>
              Keep
            </Button>
            <Button type="submit" variant="danger" loading={form.isSubmitting}>
              Reject
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}

const tdsChangeForm = z.object({
  tdsAmount: z
    .string()
    .trim()
    .refine((v) => /^\d+(\.\d{1,2})?$/.test(v), "Enter the TDS amount as a number (0 records none)."),
});

/** Approve with the TDS amount staff found (0: none); the payment is the proof's amount. */
function ApproveWithTds({ id, tds, amount, onDone }: { id: string; tds: { amount: number; currency: string }; amount: string; onDone: () => void }) {
  const router = useRouter();
  const submit = useIdempotencyKey();
  const form = useApiForm({
    schema: tdsChangeForm,
    defaultValues: { tdsAmount: String(tds.amount) },
    send: async (v) =>
      submit.answered(
        await api.post(
          "/api/admin/payment-proofs/{id}/approve",
          { params: { id }, body: { tdsAmount: Number(v.tdsAmount) === 0 ? 0 : { amount: Number(v.tdsAmount), currency: tds.currency } } },
          { idempotencyKey: submit.current() },
        ),
      ),
    onSuccess: () => {
      onDone();
      router.refresh();
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit} aria-label="Approve with another TDS amount">
      <p className="text-sm text-slate-700">The payment of {amount} is recorded with this deduction.</p>
      <TextField label={`TDS amount (${tds.currency})`} className="mt-4" required inputMode="decimal" autoFocus {...form.field("tdsAmount")} />
      <div className="mt-5 flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Keep
        </Button>
        <Button type="submit" loading={form.isSubmitting}>
          Approve
        </Button>
      </div>
    </form>
  );
}

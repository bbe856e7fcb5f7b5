"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { ConfirmAction } from "@/components/admin/confirm-action";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { proofRejectBody } from "@/lib/validation/collection";

/**
 * A pending proof's decisions: approve (asks first, then records the payment through the ledger) or reject with a
 * reason the buyer is mailed.
 */
export function ProofActions({ id, requestNumber, amount }: { id: string; requestNumber: string; amount: string }) {
  const router = useRouter();
  const [rejecting, setRejecting] = useState(false);
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
        message={`A payment of ${amount} is recorded on the booking with its receipt; learners get access once the booking is paid in full.`}
        confirmLabel="Approve"
        variant="primary"
        route="POST /api/admin/payment-proofs/{id}/approve"
        input={{ params: { id }, body: {} }}
        idempotent
      >
        Approve
      </ConfirmAction>
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

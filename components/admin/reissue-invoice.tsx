"use client";
import { useState } from "react";
import { api } from "@/components/api/client";
import { useApiAction } from "@/components/api/use-api-action";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/field";
import { reissueBody } from "@/lib/validation/reissue";

/**
 * "Re-issue" on the current invoice: asks for the reason (printed on the credit note) and confirms, then the server
 * credits the invoice and issues the next number with the booking's current buyer details.
 */
export function ReissueInvoice({ invoiceId, number }: { invoiceId: string; number: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const action = useApiAction((call, body: { reason: string }) => api.post("/api/admin/invoices/{id}/reissue", { params: { id: invoiceId }, body }, call), {
    idempotent: true,
    onSuccess: () => {
      setOpen(false);
      setReason("");
    },
  });
  async function confirm() {
    const parsed = reissueBody.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    await action.run(parsed.data);
  }
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`Re-issue ${number}`}>
        Re-issue
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Re-issue ${number}?`} role="alertdialog">
        <p className="text-sm text-slate-700">
          A credit note cancels what this invoice still stands for, and a new invoice with the next number takes the booking&apos;s current buyer details (name,
          GSTIN, address, treatment). Correct those first.
        </p>
        <TextAreaField
          label="Reason"
          required
          className="mt-4"
          rows={3}
          maxLength={1000}
          hint="Printed on the credit note, e.g. “Wrong GSTIN”."
          value={reason}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} loading={action.pending}>
            Re-issue invoice
          </Button>
        </div>
      </Dialog>
    </>
  );
}

"use client";
import { useState, type FormEvent } from "react";
import { api, type CallOptions } from "@/components/api/client";
import { useApiAction } from "@/components/api/use-api-action";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import type { StaffEnrolment } from "@/lib/enrolments/types";
import { salesMessages } from "@/lib/validation/sales";

const REASON_MAX_LENGTH = 500;

/**
 * Activate / deactivate an enrolment. Activating the enrolment of a booking that is not paid is an override: the
 * API answers 400 with a field error on `overrideReason`, and staff are asked for the reason (audited) here,
 * then the change is sent again with it.
 */
export function EnrolmentToggle({ enrolment }: { enrolment: StaffEnrolment }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const next = !enrolment.isActive;

  const change = useApiAction(
    (call: CallOptions, overrideReason: string | undefined) =>
      api.put("/api/admin/enrollments/{id}", { params: { id: enrolment.id }, body: { isActive: next, ...(overrideReason ? { overrideReason } : {}) } }, call),
    {
      onSuccess: () => {
        setAsking(false);
        setReason("");
      },
      onFailure: (answer, [overrideReason]) => {
        if (answer.status !== 400 || !answer.errors.overrideReason) return false;
        // First time: ask for the reason; with a reason given, show what is still wrong with it.
        setReasonError(overrideReason ? answer.errors.overrideReason : undefined);
        setAsking(true);
        return true;
      },
    },
  );
  const send = (overrideReason?: string) => change.run(overrideReason);
  const busy = change.pending;

  function submitReason(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setReasonError(salesMessages.overrideReason);
    void send(reason.trim());
  }

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        loading={busy && !asking}
        aria-label={`${next ? "Activate" : "Deactivate"} ${enrolment.learner.email}`}
        onClick={() => void send()}
      >
        {next ? "Activate" : "Deactivate"}
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} title="Activate before payment?">
        <form noValidate onSubmit={submitReason} aria-label="Override reason">
          <p className="text-sm text-slate-700">
            {enrolment.learner.name} ({enrolment.learner.email}) belongs to a booking that is not paid in full. Activating the enrolment now is an override:
            give the reason (it is kept in the audit log).
          </p>
          <TextField
            label="Reason"
            className="mt-4"
            required
            autoFocus
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={reasonError}
          />
          <div className="mt-6 flex justify-end gap-3">
            <Button type="button" variant="ghost" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Activate
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

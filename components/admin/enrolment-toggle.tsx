"use client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { api, messageOf } from "@/components/api/client";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { notify } from "@/components/ui/toaster";
import type { StaffEnrolment } from "@/lib/enrolments/types";
import { salesMessages } from "@/lib/validation/sales";

const REASON_MAX_LENGTH = 500;

/**
 * Activate / deactivate an enrolment. Activating the enrolment of a booking that is not paid is an override: the
 * API answers 400 with a field error on `overrideReason`, and staff are asked for the reason (audited) here,
 * then the change is sent again with it.
 */
export function EnrolmentToggle({ enrolment }: { enrolment: StaffEnrolment }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const next = !enrolment.isActive;

  async function send(overrideReason?: string) {
    setBusy(true);
    const answer = await api.put("/api/admin/enrollments/{id}", { params: { id: enrolment.id }, body: { isActive: next, ...(overrideReason ? { overrideReason } : {}) } });
    setBusy(false);
    if (!answer.ok && answer.status === 400 && answer.errors.overrideReason) {
      // First time: ask for the reason; with a reason given, show what is still wrong with it.
      setReasonError(overrideReason ? answer.errors.overrideReason : undefined);
      setAsking(true);
      return;
    }
    notify(messageOf(answer, answer.ok ? "Saved." : "Something went wrong."), answer.ok ? "success" : "error");
    if (answer.ok) {
      setAsking(false);
      setReason("");
      router.refresh();
    }
  }

  function submitReason(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setReasonError(salesMessages.overrideReason);
    void send(reason.trim());
  }

  return (
    <>
      <Button size="sm" variant="outline" loading={busy && !asking} aria-label={`${next ? "Activate" : "Deactivate"} ${enrolment.learner.email}`} onClick={() => void send()}>
        {next ? "Activate" : "Deactivate"}
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} title="Activate before payment?">
        <form noValidate onSubmit={submitReason} aria-label="Override reason">
          <p className="text-sm text-slate-700">
            {enrolment.learner.name} ({enrolment.learner.email}) belongs to a booking that is not paid in full. Activating the enrolment now is an override: give the
            reason (it is kept in the audit log).
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

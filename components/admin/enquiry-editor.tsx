"use client";
import { useRouter } from "next/navigation";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { SubmitRow } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import type { Enquiry, EnquiryOwner } from "@/lib/enquiries/types";
import { enquiryFollowUpWire, enquiryStatusLabels, enquiryStatuses, LOST_REASON_MAX_LENGTH, STAFF_NOTE_MAX_LENGTH } from "@/lib/validation/enquiries";
import { Card } from "./ui";

type Editable = Pick<Enquiry, "id" | "status" | "ownerId" | "followUpOn" | "lostReason">;

/**
 * An enquiry's place in the pipeline: its stage (lost with a reason), owner and follow-up date, and a note to
 * add. Only what changed is sent; every change becomes one timeline entry.
 */
export function EnquiryEditor({ enquiry, staff }: { enquiry: Editable; staff: EnquiryOwner[] }) {
  const router = useRouter();
  const initial = {
    status: enquiry.status,
    ownerId: enquiry.ownerId ?? "",
    followUpOn: enquiry.followUpOn ?? "",
    lostReason: enquiry.lostReason ?? "",
    staffNote: "",
  };
  const form = useApiForm({
    schema: enquiryFollowUpWire,
    defaultValues: initial,
    send: (values) => {
      const changed: Partial<Record<keyof typeof initial, unknown>> = Object.fromEntries(
        (["status", "ownerId", "followUpOn", "lostReason"] as const)
          .filter((key) => (values[key] ?? null) !== ((initial[key] || null) as unknown))
          .map((key) => [key, values[key]]),
      );
      const body = { ...changed, ...(values.staffNote ? { staffNote: values.staffNote } : {}) };
      // A stage change to lost always carries its reason (the API asks for it).
      if (values.status === "lost" && values.lostReason) body.lostReason = values.lostReason;
      return api.put("/api/admin/contact-messages/{id}", { params: { id: enquiry.id }, body: enquiryFollowUpWire.encode(body) });
    },
    onSuccess: (_answer, values) => {
      form.reset({
        ...initial,
        ...values,
        ownerId: values.ownerId ?? "",
        followUpOn: values.followUpOn ?? "",
        lostReason: values.lostReason ?? "",
        staffNote: "",
      });
      router.refresh();
    },
  });
  const { errors } = form.formState;
  const isLost = form.watch("status") === "lost";
  return (
    <Card title="Pipeline">
      <form noValidate className="space-y-4" onSubmit={form.onSubmit} aria-label="Pipeline">
        {/* The server-rendered values (defaultValue) let a choice made before the page is interactive count too. */}
        <SelectField
          label="Status"
          defaultValue={enquiry.status}
          options={enquiryStatuses.map((status) => ({ value: status, label: enquiryStatusLabels[status] }))}
          error={errors.status?.message}
          {...form.register("status")}
        />
        {isLost && (
          <TextField
            label="Lost reason"
            required
            maxLength={LOST_REASON_MAX_LENGTH}
            error={errors.lostReason?.message}
            hint="Why the enquiry did not turn into a booking."
            {...form.register("lostReason")}
          />
        )}
        <SelectField
          label="Owner"
          defaultValue={enquiry.ownerId ?? ""}
          placeholder="Nobody"
          options={staff.map((s) => ({ value: s.id, label: s.name }))}
          error={errors.ownerId?.message}
          {...form.register("ownerId")}
        />
        <TextField
          label="Follow-up on"
          type="date"
          defaultValue={enquiry.followUpOn ?? ""}
          error={errors.followUpOn?.message}
          {...form.register("followUpOn")}
        />
        <TextAreaField
          label="Staff note"
          maxLength={STAFF_NOTE_MAX_LENGTH}
          error={errors.staffNote?.message}
          hint="Added to the timeline; earlier notes are kept. Only staff see notes."
          rows={4}
          {...form.register("staffNote")}
        />
        <SubmitRow loading={form.isSubmitting}>Save</SubmitRow>
      </form>
    </Card>
  );
}

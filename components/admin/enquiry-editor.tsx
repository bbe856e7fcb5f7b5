"use client";
import { useRouter } from "next/navigation";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField } from "@/components/ui/field";
import type { Enquiry } from "@/lib/enquiries/types";
import { enquiryFollowUpWire, enquiryStatusLabels, enquiryStatuses, STAFF_NOTE_MAX_LENGTH } from "@/lib/validation/enquiries";
import { Card } from "./ui";

/** An enquiry's follow-up: its status and the staff note. */
export function EnquiryEditor({ enquiry }: { enquiry: Pick<Enquiry, "id" | "status" | "staffNote"> }) {
  const router = useRouter();
  const form = useApiForm({
    schema: enquiryFollowUpWire,
    defaultValues: { status: enquiry.status, staffNote: enquiry.staffNote },
    send: (values) => api.put("/api/admin/contact-messages/{id}", { params: { id: enquiry.id }, body: enquiryFollowUpWire.encode(values) }),
    onSuccess: () => router.refresh(),
  });
  const { errors } = form.formState;
  return (
    <Card title="Follow-up">
      <form noValidate className="space-y-4" onSubmit={form.onSubmit}>
        {/* The server-rendered values (defaultValue) let a choice made before the page is interactive count too. */}
        <SelectField
          label="Status"
          defaultValue={enquiry.status}
          options={enquiryStatuses.map((status) => ({ value: status, label: enquiryStatusLabels[status] }))}
          error={errors.status?.message}
          {...form.register("status")}
        />
        <TextAreaField
          label="Staff note"
          defaultValue={enquiry.staffNote}
          maxLength={STAFF_NOTE_MAX_LENGTH}
          error={errors.staffNote?.message}
          hint={`Only staff see it (at most ${STAFF_NOTE_MAX_LENGTH} characters).`}
          rows={5}
          {...form.register("staffNote")}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={form.isSubmitting}>
            Save
          </Button>
        </div>
      </form>
    </Card>
  );
}

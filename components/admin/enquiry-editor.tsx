"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField } from "@/components/ui/field";
import { notify } from "@/components/ui/toaster";
import type { AdminEnquiryView } from "@/lib/enquiries/admin";
import { enquiryStatusOptions, enquiryUpdateSchema, issuesByField, NOTE_MAX_LENGTH } from "@/lib/validation/admin";
import { adminRequest } from "./api";
import { Card } from "./ui";

const labels: Record<string, string> = { new: "New", contacted: "Contacted", closed: "Closed" };

/** An enquiry's status and staff note. */
export function EnquiryEditor({ enquiry }: { enquiry: AdminEnquiryView }) {
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  return (
    <Card title="Follow-up">
      <form
        key={`${enquiry.status}|${enquiry.note}`}
        noValidate
        className="space-y-4"
        onSubmit={async (e) => {
          e.preventDefault();
          // Read from the form itself: what was chosen before the page finished loading counts too.
          const form = new FormData(e.currentTarget);
          const parsed = enquiryUpdateSchema.safeParse({ status: form.get("status"), note: form.get("note") ?? "" });
          if (!parsed.success) return setErrors(issuesByField(parsed.error));
          setBusy(true);
          const answer = await adminRequest("PUT", `/api/admin/contact-messages/${enquiry._id}`, parsed.data);
          setBusy(false);
          setErrors(answer.errors);
          notify(answer.message, answer.ok ? "success" : "error");
          if (answer.ok) router.refresh();
        }}
      >
        <SelectField
          label="Status"
          name="status"
          defaultValue={enquiry.status}
          options={enquiryStatusOptions.map((s) => ({ value: s, label: labels[s]! }))}
          error={errors.status}
        />
        <TextAreaField
          label="Staff note"
          name="note"
          defaultValue={enquiry.note}
          maxLength={NOTE_MAX_LENGTH}
          error={errors.note}
          hint={`Only staff see it (at most ${NOTE_MAX_LENGTH} characters).`}
          rows={5}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </div>
      </form>
    </Card>
  );
}

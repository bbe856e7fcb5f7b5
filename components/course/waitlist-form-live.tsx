"use client";
import { useState } from "react";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { PhoneFormField, settledPhone } from "@/components/contact/phone-field";
import type { Takeover } from "@/components/ui/lazy-form";
import { waitlistMessages } from "@/lib/validation/contact-rules";
import { WaitlistFields } from "./waitlist-fields";

/** The form's schema, loaded (with zod) when the form is first used, not with the page. */
const waitlistSchema = () => import("@/lib/validation/waitlist").then((module) => module.waitlistWire);

export interface WaitlistFormProps {
  trainingId: string;
  initialCountry: string;
  initialPhone: string;
}

/**
 * "Join the waitlist" of a full batch (sales-and-batches.md §3): the contact form's fields and words. The same
 * HTML for every visitor (the course page is served from the page cache); what the visitor types stays here.
 * It loads on the first use of the plain form (waitlist-form.tsx) and starts from what was typed there.
 */
export function WaitlistFormLive({ trainingId, initialCountry, initialPhone, takeover }: WaitlistFormProps & { takeover?: Takeover }) {
  const defaults = { name: "", email: "", country: initialCountry, phone: initialPhone };
  const [joined, setJoined] = useState(false);
  const form = useApiForm({
    schema: waitlistSchema,
    defaultValues: { ...defaults, ...takeover?.values, ...settledPhone(takeover?.values) },
    send: async (values) => api.post("/api/training/{id}/waitlist", { params: { id: trainingId }, body: (await waitlistSchema()).encode(values) }),
    successToast: false,
    failureMessage: waitlistMessages.sendFailed,
    onSuccess: () => {
      form.reset(defaults);
      setJoined(true);
    },
  });
  const { errors } = form.formState;

  if (joined) {
    return (
      <p role="status" className="rounded-lg bg-green-50 p-4 text-sm font-semibold text-green-900 ring-1 ring-green-200">
        {waitlistMessages.confirmSent}
      </p>
    );
  }
  return (
    <WaitlistFields
      form={{ onSubmit: form.onSubmit, onFocus: form.prefetch }}
      control={(name) => form.register(name)}
      phone={<PhoneFormField control={form.control} />}
      errors={{ name: errors.name?.message, email: errors.email?.message }}
      submitting={form.isSubmitting}
    />
  );
}

"use client";
import { useState } from "react";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { PhoneFormField } from "@/components/contact/phone-field";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { dialCodeOf } from "@/lib/phone/countries";
import { waitlistMessages } from "@/lib/validation/contact-rules";

/** The form's schema, loaded (with zod) when the form is first used, not with the page. */
const waitlistSchema = () => import("@/lib/validation/waitlist").then((module) => module.waitlistWire);

/**
 * "Join the waitlist" of a full batch (sales-and-batches.md §3): the contact form's fields and words. The same
 * HTML for every visitor (the course page is served from the page cache); what the visitor types stays here.
 */
export function WaitlistForm({ trainingId, defaultCountry = "IN" }: { trainingId: string; defaultCountry?: string }) {
  const initialDial = dialCodeOf(defaultCountry);
  const defaults = { name: "", email: "", country: initialDial ? defaultCountry : "", phone: initialDial ? `+${initialDial} ` : "" };
  const [joined, setJoined] = useState(false);
  const form = useApiForm({
    schema: waitlistSchema,
    defaultValues: defaults,
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
    <form noValidate aria-label="Join the waitlist" aria-busy={form.isSubmitting} onSubmit={form.onSubmit} onFocus={form.prefetch} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full name" required autoComplete="name" error={errors.name?.message} {...form.register("name")} />
        <TextField label="Email" required type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
      </div>
      <PhoneFormField control={form.control} />
      <Button type="submit" loading={form.isSubmitting} className="w-full sm:w-auto">
        Join the waitlist
      </Button>
    </form>
  );
}

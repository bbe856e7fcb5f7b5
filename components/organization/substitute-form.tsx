"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { substituteForm } from "@/lib/validation/leads";

/** Give one learner's seat to a colleague before the batch starts: the email of who takes it. */
export function SubstituteForm({ bookingId, learner }: { bookingId: string; learner: { userId: string; name: string } }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const form = useApiForm({
    schema: substituteForm,
    defaultValues: { email: "" },
    send: (v) => api.post("/api/org/bookings/{id}/substitute", { params: { id: bookingId }, body: { userId: learner.userId, email: v.email } }),
    onSuccess: () => {
      setOpen(false);
      form.reset();
      router.refresh();
    },
  });
  if (!open) {
    return (
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Substitute ${learner.name}`}>
        Substitute
      </Button>
    );
  }
  return (
    <form noValidate onSubmit={form.onSubmit} className="flex w-full flex-col gap-2 sm:flex-row sm:items-start" aria-label={`Substitute ${learner.name}`}>
      <TextField
        label="Colleague's email"
        type="email"
        required
        autoComplete="off"
        className="flex-1"
        error={form.formState.errors.email?.message}
        {...form.register("email")}
      />
      <div className="flex gap-2 sm:mt-7">
        <Button type="submit" size="sm" loading={form.isSubmitting}>
          Move seat
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

"use client";
import { useRouter } from "next/navigation";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { SubmitRow } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { learnersForm } from "@/lib/validation/sales";

/** Assign learners to a booking's seats by pasting their emails (unknown ones get an account and an invitation). */
export function AssignLearnersForm({ bookingId, free }: { bookingId: string; free: number }) {
  const router = useRouter();
  const form = useApiForm({
    schema: learnersForm,
    defaultValues: { emails: "" },
    send: (v) => api.post("/api/admin/bookings/{id}/learners", { params: { id: bookingId }, body: { emails: v.emails } }),
    onSuccess: () => {
      form.reset({ emails: "" });
      router.refresh();
    },
  });
  return (
    <form noValidate className="space-y-3" onSubmit={form.onSubmit} aria-label="Assign learners">
      <TextAreaField
        label="Learner emails"
        rows={3}
        hint={`${free} seat${free === 1 ? "" : "s"} free. Commas, spaces or one a line; new addresses get an invitation to set a password.`}
        error={form.formState.errors.emails?.message}
        {...form.register("emails")}
      />
      <SubmitRow size="sm" loading={form.isSubmitting} disabled={free === 0}>
        Assign learners
      </SubmitRow>
    </form>
  );
}

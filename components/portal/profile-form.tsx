"use client";
import type { ComponentProps } from "react";
import { useRouter } from "next/navigation";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button, ButtonLink } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { accountMessages, profileFormSchema } from "@/lib/validation/account";

/** A labelled switch (a checkbox with role="switch"), for the reminder channels. */
function Switch({ label, hint, ...props }: { label: string; hint: string } & ComponentProps<"input">) {
  return (
    <label className="flex cursor-pointer items-start justify-between gap-4 py-3">
      <span>
        <span className="block text-sm font-semibold text-ink">{label}</span>
        <span className="block text-sm text-slate-600">{hint}</span>
      </span>
      <input
        type="checkbox"
        role="switch"
        className="relative mt-1 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:absolute before:top-0.5 before:left-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-700 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        {...props}
      />
    </label>
  );
}

/** Name (required, the same rule as everywhere) and organization (optional); the email is shown, not editable; the reminder channels. */
export function ProfileForm({
  user,
}: {
  user: { name: string; email: string; organization: string; notifyEmail: boolean; notifySms: boolean; notifyWhatsapp: boolean };
}) {
  const router = useRouter();
  const form = useApiForm({
    schema: profileFormSchema,
    defaultValues: {
      name: user.name,
      organization: user.organization,
      notifyEmail: user.notifyEmail,
      notifySms: user.notifySms,
      notifyWhatsapp: user.notifyWhatsapp,
    },
    send: (values) => api.put("/api/user/updateUserDetails", { body: values }),
    successToast: accountMessages.profileUpdated,
    onSuccess: () => {
      router.push("/account");
      router.refresh();
    },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-5">
      <TextField label="Full name" autoComplete="name" required error={errors.name?.message} {...form.register("name")} />
      <TextField label="Organization" autoComplete="organization" hint="Optional" error={errors.organization?.message} {...form.register("organization")} />
      <TextField label="Email" type="email" value={user.email} readOnly hint="Your email can't be changed." />
      <fieldset className="divide-y divide-slate-200 rounded-xl px-4 ring-1 ring-slate-200">
        <legend className="px-1 text-sm font-semibold text-ink">Session reminders</legend>
        <Switch label="Email reminders" hint="Before each of your live sessions." {...form.register("notifyEmail")} />
        <Switch label="SMS reminders" hint="Never between 9 PM and 8 AM." {...form.register("notifySms")} />
        <Switch
          label="WhatsApp messages"
          hint="Reminders, schedule changes and payment requests on WhatsApp, to your phone number."
          {...form.register("notifyWhatsapp")}
        />
      </fieldset>
      <div className="flex flex-wrap gap-3 pt-2">
        <Button type="submit" loading={form.isSubmitting}>
          Save changes
        </Button>
        <ButtonLink href="/account" variant="ghost">
          Cancel
        </ButtonLink>
      </div>
    </form>
  );
}

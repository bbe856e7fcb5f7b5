"use client";
import { useRouter } from "next/navigation";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button, ButtonLink } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { accountMessages, profileFormSchema } from "@/lib/validation/account";

/** Name (required, the same rule as everywhere) and organization (optional); the email is shown, not editable. */
export function ProfileForm({ user }: { user: { name: string; email: string; organization: string } }) {
  const router = useRouter();
  const form = useApiForm({
    schema: profileFormSchema,
    defaultValues: { name: user.name, organization: user.organization },
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

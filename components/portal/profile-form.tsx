"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { api, messageOf } from "@/components/api/client";
import { Button, ButtonLink } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { notify } from "@/components/ui/toaster";
import { accountMessages, profileFormSchema } from "@/lib/validation/account";

type Input = z.input<typeof profileFormSchema>;
type Output = z.output<typeof profileFormSchema>;

/** Name (required, the same rule as everywhere) and organization (optional); the email is shown, not editable. */
export function ProfileForm({ user }: { user: { name: string; email: string; organization: string } }) {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(profileFormSchema), defaultValues: { name: user.name, organization: user.organization } });

  const onSubmit = async (values: Output) => {
    const answer = await api.put("/api/user/updateUserDetails", { body: values });
    if (answer.ok) {
      notify(messageOf(answer, accountMessages.profileUpdated), "success");
      router.push("/account");
      router.refresh();
      return;
    }
    for (const [field, message] of Object.entries(answer.errors ?? {})) {
      if (field === "name" || field === "organization") setError(field, { message });
    }
    notify(messageOf(answer, "Something went wrong."), "error");
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <TextField label="Full name" autoComplete="name" required error={errors.name?.message} {...register("name")} />
      <TextField label="Organization" autoComplete="organization" hint="Optional" error={errors.organization?.message} {...register("organization")} />
      <TextField label="Email" type="email" value={user.email} readOnly hint="Your email can't be changed." />
      <div className="flex flex-wrap gap-3 pt-2">
        <Button type="submit" loading={isSubmitting}>
          Save changes
        </Button>
        <ButtonLink href="/account" variant="ghost">
          Cancel
        </ButtonLink>
      </div>
    </form>
  );
}

"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { notify } from "@/components/ui/toaster";
import { emailFormSchema } from "@/lib/validation/account";
import { api, messageOf } from "@/components/api/client";
import { Notice } from "./auth-card";

type Input = z.input<typeof emailFormSchema>;
type Output = z.output<typeof emailFormSchema>;

/** Asks for a reset link; the answer reads the same whether or not the email has an account. */
export function ForgetPasswordForm() {
  const [sentMessage, setSentMessage] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(emailFormSchema), defaultValues: { email: "" } });

  const onSubmit = async (values: Output) => {
    const answer = await api.post("/api/user/forgetPassword", { body: values });
    if (answer.ok) {
      setSentMessage(answer.message);
      notify(answer.message, "success");
      return;
    }
    if (answer.errors?.email) setError("email", { message: answer.errors.email });
    notify(messageOf(answer, "Something went wrong."), "error");
  };

  if (sentMessage) return <Notice tone="success">{sentMessage}</Notice>;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register("email")} />
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        Send reset link
      </Button>
    </form>
  );
}

"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField, TextField } from "@/components/ui/field";
import { Loader } from "@/components/ui/spinner";
import { notify } from "@/components/ui/toaster";
import { contactMessages, contactMessageSchema, trainingTypeOptions, type ContactMessageInput } from "@/lib/validation/contact";
import { PhoneField, type CountryOption } from "./phone-field";

export const CONTACT_ENDPOINT = "/api/contact/postContactMessage";

type FormValues = {
  contactName: string;
  contactEmail: string;
  contactCountry: string;
  contactPhone: string;
  contactTrainingType: string;
  contactMessage: string;
  contactCourse?: string;
};

/**
 * The contact form: the main one (/contact) or, with `course`, the course page's (the course shown read-only).
 * Browser and API validate with the same schema; the input stays in the form when sending fails.
 */
export function ContactForm({
  countries,
  defaultCountry = "IN",
  course,
  className,
}: {
  countries: readonly CountryOption[];
  defaultCountry?: string;
  course?: string;
  className?: string;
}) {
  const initialDial = countries.find((c) => c.code === defaultCountry)?.dialCode;
  const defaults: FormValues = {
    contactName: "",
    contactEmail: "",
    contactCountry: initialDial ? defaultCountry : "",
    contactPhone: initialDial ? `+${initialDial} ` : "",
    contactTrainingType: "",
    contactMessage: "",
    ...(course !== undefined ? { contactCourse: course } : {}),
  };
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormValues>({
    resolver: zodResolver(contactMessageSchema, undefined, { raw: true }) as never,
    defaultValues: defaults,
  });
  const [thanked, setThanked] = useState(false);

  const onSubmit = async (values: FormValues) => {
    const body: ContactMessageInput = values;
    try {
      const response = await fetch(CONTACT_ENDPOINT, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => undefined)) as
        | { success?: boolean; message?: string; errors?: Record<string, string> }
        | undefined;
      if (response.ok && answer?.success) {
        reset(defaults);
        setThanked(true);
        return;
      }
      if (response.status === 400 && answer?.message) {
        for (const [field, message] of Object.entries(answer.errors ?? {})) {
          if (field in defaults) setError(field as keyof FormValues, { message });
        }
        notify(answer.message, "error");
        return;
      }
      notify(contactMessages.sendFailed, "error");
    } catch {
      notify(contactMessages.sendFailed, "error");
    }
  };

  return (
    <>
      <form
        noValidate
        aria-label={course !== undefined ? "Enquire about this course" : "Contact us"}
        aria-busy={isSubmitting}
        onSubmit={handleSubmit(onSubmit)}
        className={cn("relative space-y-5", className)}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Full name" required autoComplete="name" error={errors.contactName?.message} {...register("contactName")} />
          <TextField label="Email" required type="email" autoComplete="email" error={errors.contactEmail?.message} {...register("contactEmail")} />
        </div>
        <Controller
          control={control}
          name="contactPhone"
          render={({ field, formState }) => (
            <Controller
              control={control}
              name="contactCountry"
              render={({ field: countryField }) => (
                <PhoneField
                  countries={countries}
                  country={countryField.value}
                  phone={field.value}
                  error={formState.errors.contactPhone?.message}
                  onChange={({ country, phone }) => {
                    countryField.onChange(country);
                    field.onChange(phone);
                  }}
                />
              )}
            />
          )}
        />
        <fieldset aria-describedby={errors.contactTrainingType ? "training-type-error" : undefined}>
          <legend className="text-sm font-semibold text-slate-800">
            Training type
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          </legend>
          <div className="mt-2 grid grid-cols-2 gap-3">
            {trainingTypeOptions.map((type) => (
              <label
                key={type}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 text-sm font-semibold text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
              >
                <input type="radio" value={type} className="size-4 accent-brand-700" {...register("contactTrainingType")} />
                {type}
              </label>
            ))}
          </div>
          {errors.contactTrainingType && (
            <p id="training-type-error" className="mt-1.5 text-sm font-medium text-red-700">
              {errors.contactTrainingType.message}
            </p>
          )}
        </fieldset>
        {course !== undefined && <TextField label="Course" required readOnly {...register("contactCourse")} error={errors.contactCourse?.message} />}
        <TextAreaField label="Message" required rows={5} placeholder="Tell us what you would like to learn, your timing and your team size." error={errors.contactMessage?.message} {...register("contactMessage")} />
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? "Sending…" : "Send message"}
        </Button>
        {isSubmitting && (
          <div className="absolute inset-0 grid place-items-center rounded-2xl bg-white/80 backdrop-blur-[1px]">
            <Loader src="/images/illustrations/cloud-upload-loader.svg" label="Sending your message…" size={96} />
          </div>
        )}
      </form>
      <Dialog open={thanked} onClose={() => setThanked(false)} title="Thank you!">
        <div className="text-center">
          <img src="/images/illustrations/contact-us.svg" alt="" width={240} height={180} className="mx-auto h-auto w-48" />
          <p className="mt-4 text-slate-700">{contactMessages.thankYou}</p>
          <Button className="mt-6" onClick={() => setThanked(false)} autoFocus>
            Close
          </Button>
        </div>
      </Dialog>
    </>
  );
}

"use client";
import { useState } from "react";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField, TextField } from "@/components/ui/field";
import { GroupLegend } from "@/components/ui/legend";
import { Loader } from "@/components/ui/spinner";
import { dialCodeOf } from "@/lib/phone/countries";
import { contactFormMessages, trainingTypes } from "@/lib/validation/contact-rules";
import { PhoneFormField } from "./phone-field";

/** The form's schema, loaded (with zod) when the form is first used, not with the page. */
const contactSchema = () => import("@/lib/validation/contact").then((module) => module.contactWire);

/** Where the visitor is writing from: this page (path and query), the page that sent them here, and the UTM parameters. */
function pageSource() {
  const params = new URLSearchParams(window.location.search);
  const value = (v: string | null) => v || null;
  return {
    page: `${window.location.pathname}${window.location.search}`,
    referrer: value(document.referrer),
    utmSource: value(params.get("utm_source")),
    utmMedium: value(params.get("utm_medium")),
    utmCampaign: value(params.get("utm_campaign")),
  };
}

/**
 * The contact form: the main one (/contact) or, with `course`, the course page's (the course shown read-only).
 * Browser and API validate with the same schema; the input stays in the form when sending fails.
 */
export function ContactForm({
  defaultCountry = "IN",
  course,
  className,
}: {
  defaultCountry?: string;
  course?: string;
  className?: string;
}) {
  const initialDial = dialCodeOf(defaultCountry);
  const defaults = {
    name: "",
    email: "",
    country: initialDial ? defaultCountry : "",
    phone: initialDial ? `+${initialDial} ` : "",
    trainingType: "",
    message: "",
    whatsapp: false,
    ...(course !== undefined ? { courseTitle: course } : {}),
  };
  const [thanked, setThanked] = useState(false);
  const form = useApiForm({
    schema: contactSchema,
    defaultValues: defaults,
    send: async (values) => api.post("/api/contact/postContactMessage", { body: { ...(await contactSchema()).encode(values), contactSource: pageSource() } }),
    successToast: false,
    failureMessage: contactFormMessages.sendFailed,
    serverMessages: "400",
    onSuccess: () => {
      form.reset(defaults);
      setThanked(true);
    },
  });
  const { register, control } = form;
  const { errors } = form.formState;
  const isSubmitting = form.isSubmitting;

  return (
    <>
      <form
        noValidate
        aria-label={course !== undefined ? "Enquire about this course" : "Contact us"}
        aria-busy={isSubmitting}
        onSubmit={form.onSubmit}
        onFocus={form.prefetch}
        className={cn("relative space-y-5", className)}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Full name" required autoComplete="name" error={errors.name?.message} {...register("name")} />
          <TextField label="Email" required type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
        </div>
        <PhoneFormField control={control} />
        <fieldset aria-describedby={errors.trainingType ? "training-type-error" : undefined}>
          <GroupLegend required>Training type</GroupLegend>
          <div className="mt-2 grid grid-cols-2 gap-3">
            {trainingTypes.map((type) => (
              <label
                key={type}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 text-sm font-semibold text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
              >
                <input type="radio" value={type} className="size-4 accent-brand-700" {...register("trainingType")} />
                {type}
              </label>
            ))}
          </div>
          {errors.trainingType && (
            <p id="training-type-error" className="mt-1.5 text-sm font-medium text-red-700">
              {errors.trainingType.message}
            </p>
          )}
        </fieldset>
        {course !== undefined && <TextField label="Course" required readOnly {...register("courseTitle")} error={errors.courseTitle?.message} />}
        <TextAreaField label="Message" required rows={5} placeholder="Tell us what you would like to learn, your timing and your team size." error={errors.message?.message} {...register("message")} />
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" {...register("whatsapp")} />
          <span>Send me payment requests and reminders on WhatsApp at this number.</span>
        </label>
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
          <p className="mt-4 text-slate-700">{contactFormMessages.thankYou}</p>
          <Button className="mt-6" onClick={() => setThanked(false)} autoFocus>
            Close
          </Button>
        </div>
      </Dialog>
    </>
  );
}

"use client";
import { useState } from "react";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { Takeover } from "@/components/ui/lazy-form";
import { contactFormMessages, trainingTypes } from "@/lib/validation/contact-rules";
import { ContactFields } from "./contact-fields";
import { PhoneFormField, settledPhone } from "./phone-field";
import { imageSrc } from "@/lib/images/image-path";

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

export interface ContactFormProps {
  /** The country and phone the form starts with (the default country's dial code). */
  initialCountry: string;
  initialPhone: string;
  course?: string;
  className?: string;
}

/**
 * The contact form: the main one (/contact) or, with `course`, the course page's (the course shown read-only).
 * Browser and API validate with the same schema; the input stays in the form when sending fails. It loads on the
 * first use of the plain form the page brings (contact-form.tsx) and starts from what was typed there (`takeover`).
 */
export function ContactFormLive({ initialCountry, initialPhone, course, className, takeover }: ContactFormProps & { takeover?: Takeover }) {
  const defaults = {
    name: "",
    email: "",
    country: initialCountry,
    phone: initialPhone,
    trainingType: "",
    message: "",
    whatsapp: false,
    ...(course !== undefined ? { courseTitle: course } : {}),
  };
  const [thanked, setThanked] = useState(false);
  const form = useApiForm({
    schema: contactSchema,
    defaultValues: { ...defaults, ...takeover?.values, ...settledPhone(takeover?.values) },
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

  return (
    <>
      <ContactFields
        form={{ onSubmit: form.onSubmit, onFocus: form.prefetch }}
        control={(name) => register(name)}
        choice={() => register("trainingType")}
        phone={<PhoneFormField control={control} />}
        trainingTypes={trainingTypes}
        errors={{
          name: errors.name?.message,
          email: errors.email?.message,
          trainingType: errors.trainingType?.message,
          courseTitle: errors.courseTitle?.message,
          message: errors.message?.message,
        }}
        course={course}
        submitting={form.isSubmitting}
        className={className}
      />
      <Dialog open={thanked} onClose={() => setThanked(false)} title="Thank you!">
        <div className="text-center">
          <img src={imageSrc("/images/illustrations/contact-us.svg", 480)} alt="" width={240} height={180} className="mx-auto h-auto w-48" />
          <p className="mt-4 text-slate-700">{contactFormMessages.thankYou}</p>
          <Button className="mt-6" onClick={() => setThanked(false)} autoFocus>
            Close
          </Button>
        </div>
      </Dialog>
    </>
  );
}

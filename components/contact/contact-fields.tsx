import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { TextAreaField, TextField } from "@/components/ui/field";
import { GroupLegend } from "@/components/ui/legend";
import { Loader } from "@/components/ui/spinner";

/** The contact form's own controls (the phone has its own field). */
export type ContactControl = "name" | "email" | "trainingType" | "courseTitle" | "message" | "whatsapp";

/**
 * The contact form's markup, shared by the plain form the page brings (uncontrolled, contact-form.tsx) and the real
 * one that takes its place on first use (react-hook-form, contact-form-live.tsx): the same elements, classes and
 * sizes, so the swap moves nothing. `control(name)` binds a control (register() or a name and default value);
 * `choice(type)` a training type's radio button.
 */
export function ContactFields({
  form,
  control,
  choice,
  phone,
  trainingTypes,
  errors = {},
  course,
  submitting = false,
  className,
}: {
  form: ComponentProps<"form">;
  control: (name: Exclude<ContactControl, "trainingType">) => ComponentProps<"input"> & ComponentProps<"textarea">;
  choice: (type: string) => ComponentProps<"input">;
  phone: ReactNode;
  trainingTypes: readonly string[];
  errors?: Partial<Record<ContactControl, string>>;
  course?: string;
  submitting?: boolean;
  className?: string;
}) {
  return (
    <form
      // "dialog": the browser never sends a form with this method outside a <dialog> itself. Before the page has
      // hydrated (a kept page's scripts come after its first paint) a tap on Send does nothing, what was typed
      // stays, instead of a GET that put the name, email and phone in the address (history, logs, Referer).
      method="dialog"
      noValidate
      aria-label={course !== undefined ? "Enquire about this course" : "Contact us"}
      aria-busy={submitting}
      className={cn("relative space-y-5", className)}
      {...form}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Full name" required autoComplete="name" error={errors.name} {...control("name")} />
        <TextField label="Email" required type="email" autoComplete="email" error={errors.email} {...control("email")} />
      </div>
      {phone}
      <fieldset aria-describedby={errors.trainingType ? "training-type-error" : undefined}>
        <GroupLegend required>Training type</GroupLegend>
        <div className="mt-2 grid grid-cols-2 gap-3">
          {trainingTypes.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 text-sm font-semibold text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input type="radio" value={type} className="size-4 accent-brand-700" {...choice(type)} />
              {type}
            </label>
          ))}
        </div>
        {errors.trainingType && (
          <p id="training-type-error" className="mt-1.5 text-sm font-medium text-red-700">
            {errors.trainingType}
          </p>
        )}
      </fieldset>
      {course !== undefined && <TextField label="Course" required readOnly {...control("courseTitle")} error={errors.courseTitle} />}
      <TextAreaField
        label="Message"
        required
        rows={5}
        placeholder="Tell us what you would like to learn, your timing and your team size."
        error={errors.message}
        {...control("message")}
      />
      <label className="flex items-start gap-3 text-sm text-slate-700">
        <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" {...control("whatsapp")} />
        <span>Send me payment requests and reminders on WhatsApp at this number.</span>
      </label>
      <Button type="submit" size="lg" loading={submitting} className="w-full sm:w-auto">
        {submitting ? "Sending…" : "Send message"}
      </Button>
      {submitting && (
        <div className="absolute inset-0 grid place-items-center rounded-2xl bg-white/80 backdrop-blur-[1px]">
          <Loader src="/images/illustrations/cloud-upload-loader.svg" label="Sending your message…" size={96} />
        </div>
      )}
    </form>
  );
}

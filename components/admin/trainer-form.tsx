"use client";
import { useRouter } from "next/navigation";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button, SubmitRow } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { timeOffForm, trainerCreateWire, trainerUpdateWire } from "@/lib/validation/trainers";
import { TimeZoneField } from "./time-zone-field";
import { Card } from "./ui";

export interface TrainerFormData {
  id: string;
  name: string;
  email: string;
  phone: string;
  skills: string[];
  timeZone: string;
  hourlyRate: { amount: number; currency: string } | null;
  active: boolean;
}

/** A trainer's profile: new (an invitation goes to an unknown email) or edited (the email stays). */
export function TrainerForm({ trainer, timeZones, defaultTimeZone }: { trainer?: TrainerFormData; timeZones: string[]; defaultTimeZone: string }) {
  const router = useRouter();
  const form = useApiForm({
    schema: trainer ? trainerUpdateWire : trainerCreateWire,
    defaultValues: {
      name: trainer?.name ?? "",
      email: trainer?.email ?? "",
      phone: trainer?.phone ?? "",
      skills: trainer?.skills.join(", ") ?? "",
      timeZone: trainer?.timeZone ?? defaultTimeZone,
      rate: trainer?.hourlyRate ? String(trainer.hourlyRate.amount) : "",
      currency: trainer?.hourlyRate?.currency ?? "INR",
      active: trainer?.active ?? true,
    },
    send: (v) =>
      trainer
        ? api.put("/api/admin/trainers/{id}", { params: { id: trainer.id }, body: trainerUpdateWire.encode(v) })
        : api.post("/api/admin/trainers", { body: trainerCreateWire.encode(v) }),
    onSuccess: (answer) => {
      if (!trainer && answer.data) router.push(`/admin/trainers/${answer.data._id}`);
      else router.refresh();
    },
  });
  return (
    <Card title={trainer ? "Profile" : "New trainer"}>
      <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={form.onSubmit}>
        <TextField label="Name" required autoComplete="off" {...form.field("name")} />
        <TextField
          label="Email"
          required
          type="email"
          autoComplete="off"
          readOnly={Boolean(trainer)}
          hint={trainer ? "The trainer's sign-in address" : "An unknown address gets an invitation to set a password"}
          {...form.field("email")}
        />
        <TextField label="Phone" type="tel" autoComplete="off" {...form.field("phone")} />
        <TimeZoneField timeZones={timeZones} hint="Time off is given in days of this zone" {...form.field("timeZone")} />
        <TextField label="Skills" className="sm:col-span-2" hint="Separated by commas, e.g. Kubernetes, AWS, Terraform" {...form.field("skills")} />
        <div className="grid grid-cols-[1fr_6rem] gap-3">
          <TextField label="Hourly rate" inputMode="decimal" hint="Empty: not agreed" {...form.field("rate")} />
          <TextField label="Currency" maxLength={3} {...form.field("currency")} />
        </div>
        {trainer && (
          <label className="flex items-center gap-2 self-center text-sm text-slate-700">
            <input type="checkbox" className="size-4 accent-brand-700" {...form.register("active")} />
            Active (can be assigned to batches)
          </label>
        )}
        <SubmitRow className="sm:col-span-2" loading={form.isSubmitting}>
          {trainer ? "Save trainer" : "Invite trainer"}
        </SubmitRow>
      </form>
    </Card>
  );
}

/** Days off, inclusive, in the trainer's zone. */
export function TimeOffForm({ trainerId, timeZone }: { trainerId: string; timeZone: string }) {
  const router = useRouter();
  const form = useApiForm({
    schema: timeOffForm,
    defaultValues: { from: "", to: "", reason: "" },
    send: (v) => api.post("/api/admin/trainers/{id}/time-off", { params: { id: trainerId }, body: v }),
    onSuccess: () => {
      form.reset();
      router.refresh();
    },
  });
  return (
    <form noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end" onSubmit={form.onSubmit} aria-label="Add time off">
      <TextField label="From" type="date" required hint={timeZone} {...form.field("from")} />
      <TextField label="To" type="date" required hint="Inclusive" {...form.field("to")} />
      <TextField label="Reason" autoComplete="off" hint="Optional" {...form.field("reason")} />
      <Button type="submit" loading={form.isSubmitting} className="sm:mb-6">
        Add time off
      </Button>
    </form>
  );
}

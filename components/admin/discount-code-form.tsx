"use client";
import { useRouter } from "next/navigation";
import { useWatch } from "react-hook-form";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { SubmitRow } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { discountCodeWire } from "@/lib/validation/pricing";
import { Card } from "./ui";

/** A new discount code: a percent or an amount off, an optional last day and cap on uses, and the batches it is valid for. */
export function DiscountCodeForm({ trainings }: { trainings: { value: string; label: string }[] }) {
  const router = useRouter();
  const form = useApiForm({
    schema: discountCodeWire,
    defaultValues: { code: "", kind: "percent", value: "", currency: "INR", validUntil: "", maxUses: "", trainingId: "" },
    send: (v) => api.post("/api/admin/discount-codes", { body: discountCodeWire.encode(v) }),
    onSuccess: () => {
      form.reset();
      router.refresh();
    },
  });
  const kind = useWatch({ control: form.control, name: "kind" });
  return (
    <Card title="New code">
      <form noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" onSubmit={form.onSubmit}>
        <TextField label="Code" required autoComplete="off" hint="3–32 letters, digits or hyphens" {...form.field("code")} />
        <SelectField
          label="Discount"
          options={[
            { value: "percent", label: "Percent off" },
            { value: "amount", label: "Amount off" },
          ]}
          {...form.register("kind")}
        />
        <div className="grid grid-cols-[1fr_6rem] gap-3">
          <TextField label={kind === "percent" ? "Percent" : "Amount"} required inputMode="decimal" {...form.field("value")} />
          <TextField label="Currency" maxLength={3} disabled={kind === "percent"} {...form.field("currency")} />
        </div>
        <TextField label="Last day" type="date" hint="Empty: no last day" {...form.field("validUntil")} />
        <TextField label="Most uses" inputMode="numeric" hint="Empty: no cap" {...form.field("maxUses")} />
        <SelectField label="Valid for" options={[{ value: "", label: "Every training" }, ...trainings]} {...form.field("trainingId")} />
        <SubmitRow className="sm:col-span-2 lg:col-span-3" loading={form.isSubmitting}>
          Create code
        </SubmitRow>
      </form>
    </Card>
  );
}

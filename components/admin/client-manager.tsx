"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import type { Client } from "@/lib/clients/types";
import { clientWire } from "@/lib/validation/clients";
import { ConfirmAction } from "./confirm-action";
import { ImageInput } from "./image-field";
import { Card } from "./ui";

function ClientEditor({ client, onDone }: { client?: Client; onDone?: () => void }) {
  const router = useRouter();
  const form = useApiForm({
    schema: clientWire,
    defaultValues: { name: client?.name ?? "", imageUrl: client?.imageUrl ?? "", position: client ? String(client.position) : "" },
    send: (values) => {
      const body = clientWire.encode(values);
      return client ? api.put("/api/admin/clients/{id}", { params: { id: client.id }, body }) : api.post("/api/admin/clients", { body });
    },
    onSuccess: () => {
      if (!client) form.reset();
      onDone?.();
      router.refresh();
    },
  });
  const { errors } = form.formState;
  return (
    <form noValidate className="space-y-3" onSubmit={form.onSubmit}>
      <div className="grid gap-3 sm:grid-cols-[1fr_7rem]">
        <TextField label="Client name" required error={errors.name?.message} {...form.register("name")} />
        <TextField
          label="Order"
          inputMode="numeric"
          error={errors.position?.message}
          hint={client ? undefined : "Empty: last"}
          {...form.register("position")}
        />
      </div>
      <div>
        <p className="mb-1.5 text-sm font-semibold text-slate-800">Logo</p>
        <Controller
          control={form.control}
          name="imageUrl"
          render={({ field }) => <ImageInput label="Logo" value={String(field.value ?? "")} onChange={field.onChange} error={errors.imageUrl?.message} />}
        />
      </div>
      <div className="flex justify-end gap-2">
        {onDone && client && (
          <Button variant="ghost" size="sm" onClick={onDone}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" loading={form.isSubmitting}>
          {client ? "Save" : "Add client"}
        </Button>
      </div>
    </form>
  );
}

function ClientCard({ client }: { client: Client }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {editing ? (
        <ClientEditor client={client} onDone={() => setEditing(false)} />
      ) : (
        <div className="flex items-center gap-4">
          <span className="w-8 text-center text-sm font-bold text-slate-500" title="Order">
            {client.position}
          </span>
          <div className="grid h-14 w-28 shrink-0 place-items-center rounded-lg bg-slate-50 p-2">
            <img src={client.imageUrl} alt={`${client.name} logo`} className="max-h-full max-w-full object-contain" />
          </div>
          <p className="min-w-0 flex-1 truncate font-semibold text-ink">{client.name}</p>
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Edit ${client.name}`}>
              Edit
            </Button>
            <ConfirmAction
              label={`Remove ${client.name}`}
              title="Remove client"
              message={`Remove ${client.name}'s logo from the site?`}
              confirmLabel="Remove"
              route="DELETE /api/admin/clients/{id}"
              input={{ params: { id: client.id } }}
            >
              Remove
            </ConfirmAction>
          </div>
        </div>
      )}
    </li>
  );
}

/** Client logos: add (upload or URL), edit name, logo and order, remove. */
export function ClientManager({ clients }: { clients: Client[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <ul className="space-y-3" aria-label="Clients">
        {clients.length === 0 && <li className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-500">No client logos yet.</li>}
        {clients.map((c) => (
          <ClientCard key={c.id} client={c} />
        ))}
      </ul>
      <Card title="Add a client" className="h-fit">
        <ClientEditor />
      </Card>
    </div>
  );
}

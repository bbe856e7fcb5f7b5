"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { notify } from "@/components/ui/toaster";
import type { AdminClientView } from "@/lib/clients/admin";
import { clientBodySchema, issuesByField } from "@/lib/validation/admin";
import { adminRequest } from "./api";
import { ConfirmAction } from "./confirm-action";
import { ImageInput } from "./image-field";
import { Card } from "./ui";

function ClientEditor({ client, onDone }: { client?: AdminClientView; onDone?: () => void }) {
  const router = useRouter();
  const [name, setName] = useState(client?.clientName ?? "");
  const [image, setImage] = useState(client?.clientImage ?? "");
  const [position, setPosition] = useState(client ? String(client.position) : "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={async (e) => {
        e.preventDefault();
        const parsed = clientBodySchema.safeParse({ clientName: name, clientImage: image, position: position.trim() === "" ? undefined : position });
        if (!parsed.success) return setErrors(issuesByField(parsed.error));
        setBusy(true);
        const answer = await adminRequest(client ? "PUT" : "POST", client ? `/api/admin/clients/${client._id}` : "/api/admin/clients", parsed.data);
        setBusy(false);
        setErrors(answer.errors);
        notify(answer.message, answer.ok ? "success" : "error");
        if (answer.ok) {
          if (!client) {
            setName("");
            setImage("");
            setPosition("");
          }
          onDone?.();
          router.refresh();
        }
      }}
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_7rem]">
        <TextField label="Client name" value={name} onChange={(e) => setName(e.target.value)} error={errors.clientName} required />
        <TextField label="Order" inputMode="numeric" value={position} onChange={(e) => setPosition(e.target.value)} error={errors.position} hint={client ? undefined : "Empty: last"} />
      </div>
      <div>
        <p className="mb-1.5 text-sm font-semibold text-slate-800">Logo</p>
        <ImageInput label="Logo" value={image} onChange={setImage} error={errors.clientImage} />
      </div>
      <div className="flex justify-end gap-2">
        {onDone && client && (
          <Button variant="ghost" size="sm" onClick={onDone}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" loading={busy}>
          {client ? "Save" : "Add client"}
        </Button>
      </div>
    </form>
  );
}

function ClientCard({ client }: { client: AdminClientView }) {
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
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={client.clientImage} alt={`${client.clientName} logo`} className="max-h-full max-w-full object-contain" />
          </div>
          <p className="min-w-0 flex-1 truncate font-semibold text-ink">{client.clientName}</p>
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Edit ${client.clientName}`}>
              Edit
            </Button>
            <ConfirmAction label={`Remove ${client.clientName}`} title="Remove client" message={`Remove ${client.clientName}'s logo from the site?`} confirmLabel="Remove" url={`/api/admin/clients/${client._id}`}>
              Remove
            </ConfirmAction>
          </div>
        </div>
      )}
    </li>
  );
}

/** Client logos: add (upload or URL), edit name, logo and order, remove. */
export function ClientManager({ clients }: { clients: AdminClientView[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <ul className="space-y-3" aria-label="Clients">
        {clients.length === 0 && <li className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-500">No client logos yet.</li>}
        {clients.map((c) => (
          <ClientCard key={c._id} client={c} />
        ))}
      </ul>
      <Card title="Add a client" className="h-fit">
        <ClientEditor />
      </Card>
    </div>
  );
}

"use client";
import { useRef, useState } from "react";
import { api, messageOf } from "@/components/api/client";
import { useApiAction } from "@/components/api/use-api-action";
import { ConfirmAction } from "@/components/admin/confirm-action";
import { Card } from "@/components/admin/ui";
import { Button } from "@/components/ui/button";
import { dateTimeFormat } from "@/lib/intl-cache";

interface Material {
  _id: string;
  title: string;
  kind: "material" | "recording";
  sessionDate: string | null;
  url: string;
}

const short = (date: string) =>
  dateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
const control = "h-10 rounded-md border border-slate-300 bg-white px-2 text-sm font-normal";

/**
 * A batch's materials and recordings on the console (billing-and-delivery.md §10): add a link or a file (PDF, PPTX,
 * DOCX, ZIP, PNG or JPEG up to 50 MB) for the batch or a session, or remove one.
 */
export function MaterialsManager({
  trainingId,
  sessions,
  materials,
  by = "staff",
}: {
  trainingId: string;
  sessions: string[];
  materials: Material[];
  /** The batch's trainer adds and removes through their own calls (§10). */
  by?: "staff" | "trainer";
}) {
  return (
    <Card title="Materials and recordings" className="mt-4">
      {materials.length === 0 ? (
        <p className="text-sm text-slate-600">
          Nothing shared yet. Learners see materials once their session starts, recordings until some days after the batch.
        </p>
      ) : (
        <ul className="mb-4 divide-y divide-slate-100" aria-label="Materials of this batch">
          {materials.map((m) => (
            <MaterialItem key={m._id} material={m} trainingId={trainingId} by={by} />
          ))}
        </ul>
      )}
      <AddMaterialForm trainingId={trainingId} sessions={sessions} by={by} />
    </Card>
  );
}

/** One shared material: its kind, title and session, and its Remove button. */
function MaterialItem({ material: m, trainingId, by }: { material: Material; trainingId: string; by: "staff" | "trainer" }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
      <span className="font-semibold text-slate-500">{m.kind === "recording" ? "Recording" : "Material"}</span>
      <span className="min-w-[10rem] flex-1 break-words font-medium text-ink">{m.title}</span>
      <span className="text-slate-500">{m.sessionDate ? short(m.sessionDate) : "Whole batch"}</span>
      <ConfirmAction
        label="Remove"
        title="Remove material"
        message={`Remove "${m.title}"? Learners will no longer see it.`}
        confirmLabel="Remove"
        route={by === "trainer" ? "DELETE /api/trainer/trainings/{id}/materials/{materialId}" : "DELETE /api/admin/trainings/{id}/materials/{materialId}"}
        input={{ params: { id: trainingId, materialId: m._id } }}
        variant="outline"
      />
    </li>
  );
}

/** Adds a link or a file for the batch or one session; a refusal is said under the form, a success clears it. */
function AddMaterialForm({ trainingId, sessions, by }: { trainingId: string; sessions: string[]; by: "staff" | "trainer" }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const adding = useApiAction(
    (call, body: FormData, _form: HTMLFormElement) => {
      const input = { params: { id: trainingId }, body };
      return by === "trainer" ? api.post("/api/trainer/trainings/{id}/materials", input, call) : api.post("/api/admin/trainings/{id}/materials", input, call);
    },
    {
      successToast: "Material added.",
      onSuccess: (_answer, [, form]) => form.reset(),
      onFailure: (answer) => {
        setError(Object.values(answer.errors)[0] ?? messageOf(answer, "The material could not be added."));
        return true;
      },
    },
  );

  function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formElement = e.currentTarget;
    const data = new FormData(formElement);
    const file = fileRef.current?.files?.[0];
    if (!file) data.delete("file");
    setError(undefined);
    void adding.run(data, formElement);
  }

  return (
    <>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3" aria-label="Add a material">
        <label className="flex min-w-[12rem] flex-1 flex-col gap-1 text-sm font-semibold text-slate-800">
          Title
          <input name="title" required maxLength={200} className={control} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          Kind
          <select name="kind" className={control} defaultValue="material">
            <option value="material">Material</option>
            <option value="recording">Recording</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          For
          <select name="sessionDate" className={control} defaultValue="">
            <option value="">Whole batch</option>
            {sessions.map((d) => (
              <option key={d} value={d}>
                {short(d)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-[12rem] flex-1 flex-col gap-1 text-sm font-semibold text-slate-800">
          Link
          <input name="url" type="url" placeholder="https://…" className={control} />
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-sm font-semibold text-slate-800">
          or a file
          <input ref={fileRef} name="file" type="file" accept=".pdf,.pptx,.docx,.zip,.png,.jpg,.jpeg" className="max-w-full text-sm font-normal" />
        </label>
        <Button type="submit" size="sm" loading={adding.pending}>
          Add
        </Button>
      </form>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

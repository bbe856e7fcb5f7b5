"use client";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { api } from "@/components/api/client";

const UPLOAD_MAX_MB = 2;

/** Upload an image (stored by the server under /uploads/…) or paste its URL; shows a preview. */
export function ImageInput({ label, value, onChange, error }: { label: string; value: string; onChange: (url: string) => void; error?: string }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const shown = uploadError ?? error;
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-center gap-3">
        <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
          {value ? <img src={value} alt="" className="max-h-full max-w-full object-contain" /> : <span className="text-xs text-slate-400">No image</span>}
        </div>
        <input
          aria-label={`${label}: URL`}
          value={value}
          onChange={(e) => {
            setUploadError(undefined);
            onChange(e.target.value);
          }}
          placeholder="https://… or /uploads/…"
          aria-invalid={shown ? true : undefined}
          className={cn(
            "h-10 min-w-[12rem] flex-1 rounded-lg border bg-white px-3 text-sm text-ink focus-visible:border-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-700/30",
            shown ? "border-red-600" : "border-slate-300",
          )}
        />
        <input
          ref={fileRef}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/svg+xml"
          className="sr-only"
          aria-label={`${label}: upload a file`}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (!file) return;
            if (file.size > UPLOAD_MAX_MB * 1024 * 1024) return setUploadError(`Images must be at most ${UPLOAD_MAX_MB} MB.`);
            const form = new FormData();
            form.append("file", file);
            setBusy(true);
            const answer = await api.post("/api/admin/uploads", { body: form });
            setBusy(false);
            setUploadError(answer.ok ? undefined : (answer.errors.file ?? (answer.message || "The image could not be uploaded.")));
            if (answer.ok && answer.data) onChange(answer.data.url);
          }}
        />
        <Button variant="outline" size="sm" loading={busy} onClick={() => fileRef.current?.click()}>
          Upload…
        </Button>
      </div>
      {shown && <p className="text-sm font-medium text-red-700">{shown}</p>}
    </div>
  );
}

/** A list of images (the first is the course's card image). */
export function ImageListField({
  value,
  onChange,
  error,
  itemError,
}: {
  value: string[];
  onChange: (urls: string[]) => void;
  error?: string;
  itemError: (index: number) => string | undefined;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">Images</legend>
      <p className="text-xs text-slate-600">The first image is shown on course cards. PNG, JPEG, WebP or SVG, at most 2 MB.</p>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      {value.map((url, i) => (
        <div key={i} className="flex items-start gap-2">
          <div className="flex-1">
            <ImageInput label={`Image ${i + 1}`} value={url} onChange={(next) => onChange(value.map((u, j) => (j === i ? next : u)))} error={itemError(i)} />
          </div>
          <button
            type="button"
            onClick={() => onChange(value.filter((_, j) => j !== i))}
            className="mt-5 rounded-md px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50"
            aria-label={`Remove image ${i + 1}`}
          >
            Remove
          </button>
        </div>
      ))}
      {value.length < 10 && (
        <button
          type="button"
          onClick={() => onChange([...value, ""])}
          className="rounded-lg border border-dashed border-brand-300 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          + Add image
        </button>
      )}
    </fieldset>
  );
}

"use client";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { api, messageOf } from "@/components/api/client";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toaster";

/** Upload a bank statement (CSV): the answer's counts, then the statement's page. */
export function BankUpload() {
  const router = useRouter();
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <form
      aria-label="Upload a statement"
      className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      onSubmit={async (e) => {
        e.preventDefault();
        const file = fileRef.current?.files?.[0];
        if (!file) return setError("Choose a file to upload.");
        if (file.size > 5 * 1024 * 1024) return setError("A statement can be at most 5 MB.");
        const body = new FormData();
        body.append("file", file);
        setBusy(true);
        setError(undefined);
        const answer = await api.post("/api/admin/bank-statements", { body });
        setBusy(false);
        if (!answer.ok || !answer.data) return setError(answer.errors.file ?? messageOf(answer, "The statement could not be uploaded."));
        const { _id, rows, matched, suggested, unmatched } = answer.data;
        notify(`${rows} new rows: ${matched} matched, ${suggested} suggested, ${unmatched} unmatched.`, "success");
        router.push(`/admin/bank/${_id}`);
      }}
    >
      <label className="flex min-w-0 flex-1 flex-col gap-1.5 text-sm font-semibold text-slate-800 sm:min-w-[16rem]">
        Statement (.csv)
        <input
          ref={fileRef}
          name="file"
          type="file"
          accept=".csv,text/csv"
          aria-describedby={error ? "bank-upload-error" : undefined}
          className="block w-full min-w-0 rounded-lg border border-slate-300 bg-white text-sm file:mr-3 file:border-0 file:bg-brand-50 file:px-3 file:py-2.5 file:font-semibold file:text-brand-800"
        />
      </label>
      <Button type="submit" loading={busy}>
        Upload
      </Button>
      {error && (
        <p id="bank-upload-error" role="alert" className="w-full text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

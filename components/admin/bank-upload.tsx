"use client";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { api, messageOf } from "@/components/api/client";
import { useApiAction } from "@/components/api/use-api-action";
import { Button } from "@/components/ui/button";

/** Upload a bank statement (CSV): the answer's counts, then the statement's page. */
export function BankUpload() {
  const router = useRouter();
  const fileRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const upload = useApiAction((call, body: FormData) => api.post("/api/admin/bank-statements", { body }, call), {
    refresh: false,
    successToast: ({ data }) => `${data!.rows} new rows: ${data!.matched} matched, ${data!.suggested} suggested, ${data!.unmatched} unmatched.`,
    onSuccess: ({ data }) => router.push(`/admin/bank/${data!._id}`),
    onFailure: (answer) => {
      setError(answer.errors.file ?? messageOf(answer, "The statement could not be uploaded."));
      return true;
    },
  });
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
        setError(undefined);
        await upload.run(body);
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
      <Button type="submit" loading={upload.pending}>
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

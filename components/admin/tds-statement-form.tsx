"use client";
import { useState } from "react";
import { api, messageOf } from "@/components/api/client";
import { useApiAction } from "@/components/api/use-api-action";
import { Button } from "@/components/ui/button";
import { TableFrame, td, th } from "./ui";

interface Result {
  rows: number;
  matched: number;
  unmatched: { line: number; tan: string; deductor: string; section: string; transactionDate: string | null; tdsDeposited: { amount: number } | null }[];
}

/** Upload the government's statement (Form 26AS or AIS as CSV): the deductions it shows are matched; the rows it could not match are listed. */
export function TdsStatementForm() {
  const [file, setFile] = useState<File>();
  const [result, setResult] = useState<Result>();
  const [problem, setProblem] = useState<string>();
  const upload = useApiAction((call, body: FormData) => api.post("/api/admin/tds/statement", { body }, call), {
    successToast: "Statement imported.",
    onSuccess: (answer) => setResult(answer.data as Result),
    onFailure: (answer) => {
      setProblem(messageOf(answer, "The statement was not imported."));
      return true;
    },
  });
  return (
    <div className="space-y-3">
      <form
        className="flex flex-wrap items-end gap-3"
        aria-label="Import the TDS statement"
        onSubmit={async (e) => {
          e.preventDefault();
          setResult(undefined);
          setProblem(undefined);
          if (!file) return setProblem("Choose the statement's CSV file first.");
          const body = new FormData();
          body.set("file", file);
          await upload.run(body);
        }}
      >
        <label className="flex min-w-[14rem] flex-1 flex-col gap-1.5 text-sm font-semibold text-slate-800">
          Form 26AS or AIS statement (.csv)
          <input
            type="file"
            accept="text/csv,.csv"
            aria-describedby={problem ? "tds-statement-problem" : undefined}
            onChange={(e) => setFile(e.target.files?.[0])}
            className="block w-full rounded-lg border border-slate-300 bg-white text-sm file:mr-3 file:border-0 file:bg-brand-50 file:px-3 file:py-2.5 file:font-semibold file:text-brand-800"
          />
        </label>
        <Button type="submit" loading={upload.pending}>
          Match statement
        </Button>
      </form>
      {problem && (
        <p id="tds-statement-problem" role="alert" className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}
      {result && (
        <div className="space-y-2" data-testid="tds-statement-result">
          <p className="text-sm text-slate-700">
            {result.rows} rows read, {result.matched} matched, {result.unmatched.length} not matched to a deduction.
          </p>
          {result.unmatched.length > 0 && (
            <TableFrame label="Statement rows not matched" narrow>
              <thead>
                <tr>
                  <th className={th}>Line</th>
                  <th className={th}>TAN</th>
                  <th className={th}>Deductor</th>
                  <th className={th}>Date</th>
                  <th className={`${th} text-right`}>TDS deposited</th>
                </tr>
              </thead>
              <tbody>
                {result.unmatched.slice(0, 200).map((r) => (
                  <tr key={r.line}>
                    <td className={td}>{r.line}</td>
                    <td className={`${td} font-mono`}>{r.tan}</td>
                    <td className={td}>{r.deductor || "—"}</td>
                    <td className={`${td} whitespace-nowrap`}>{r.transactionDate ?? "unreadable"}</td>
                    <td className={`${td} text-right tabular-nums`}>{r.tdsDeposited ? r.tdsDeposited.amount.toFixed(2) : "unreadable"}</td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
          )}
        </div>
      )}
    </div>
  );
}

"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { api, messageOf } from "@/components/api/client";
import { useApiAction } from "@/components/api/use-api-action";
import { notify } from "@/components/ui/toaster";
import type { ImportReport } from "@/lib/catalogue/import";
import { TableFrame, td, th } from "./ui";

/** Upload a catalogue JSON file: the same import as `npm run content:import`, with its report. */
export function ImportForm() {
  const [file, setFile] = useState<File>();
  const [report, setReport] = useState<ImportReport>();
  const [problems, setProblems] = useState<string[]>([]);
  const importCatalogue = useApiAction((call, data: unknown) => api.post("/api/admin/import", { body: data as never }, call), {
    successToast: "Imported.",
    onSuccess: (answer) => setReport(answer.data),
    onFailure: (answer) => {
      const list = Object.entries(answer.errors).map(([k, v]) => `${k}: ${v}`);
      setProblems(list.length ? list.slice(0, 30) : [messageOf(answer, "Nothing was imported.")]);
      // Whatever the server said is listed above; the toast only says that nothing changed.
      notify("Nothing was imported.", "error");
      return true;
    },
  });
  return (
    <div className="space-y-4">
      <form
        className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        onSubmit={async (e) => {
          e.preventDefault();
          setReport(undefined);
          setProblems([]);
          if (!file) return setProblems(["Choose a .json file first."]);
          if (file.size > 1_000_000) return setProblems(["This file is larger than 1 MB: import it with npm run content:import on the server."]);
          let data: unknown;
          try {
            data = JSON.parse(await file.text());
          } catch (err) {
            return setProblems([`The file is not valid JSON: ${(err as Error).message}`]);
          }
          await importCatalogue.run(data);
        }}
      >
        <label className="flex min-w-[16rem] flex-1 flex-col gap-1.5 text-sm font-semibold text-slate-800">
          Catalogue file (.json)
          <input
            type="file"
            accept="application/json,.json"
            onChange={(e) => setFile(e.target.files?.[0])}
            className="block w-full rounded-lg border border-slate-300 bg-white text-sm file:mr-3 file:border-0 file:bg-brand-50 file:px-3 file:py-2.5 file:font-semibold file:text-brand-800"
          />
        </label>
        <Button type="submit" loading={importCatalogue.pending}>
          Import
        </Button>
      </form>
      {problems.length > 0 && (
        <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
          <p className="font-bold">Nothing was imported:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      {report && (
        <TableFrame label="Import report">
          <thead>
            <tr>
              <th className={th}>What</th>
              <th className={th}>Created</th>
              <th className={th}>Updated</th>
              <th className={th}>Skipped (unchanged)</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(report).map(([what, counts]) => (
              <tr key={what}>
                <td className={`${td} font-semibold capitalize`}>{what}</td>
                <td className={td}>{counts.created}</td>
                <td className={td}>{counts.updated}</td>
                <td className={td}>{counts.skipped}</td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
    </div>
  );
}

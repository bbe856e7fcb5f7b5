"use client";
import Link from "next/link";
import { useState } from "react";
import { api, messageOf } from "@/components/api/client";
import { useApiAction } from "@/components/api/use-api-action";
import { Button } from "@/components/ui/button";
import { Pill } from "@/components/ui/pill";
import { formatMinor } from "@/lib/money";
import type { StatementRowView } from "@/lib/bank/statements";
import type { ApplyRowInput } from "@/lib/validation/bank";
import { EmptyRow, TableFrame, td, th } from "./ui";

/** A statement row as the page hands it over: the server's own view of it (a type only, so nothing server-side is bundled). */
export type BankRowItem = StatementRowView;

const tones: Record<BankRowItem["status"], string> = {
  matched: "bg-green-100 text-green-800 ring-green-300",
  suggested: "bg-amber-100 text-amber-900 ring-amber-300",
  unmatched: "bg-slate-200 text-slate-700 ring-slate-300",
  applied: "bg-brand-50 text-brand-800 ring-brand-200",
  ignored: "bg-slate-100 text-slate-500 ring-slate-200",
};
const kindLabels = { proof: "Proof for", request: "Request", booking: "Booking" } as const;
const inr = (minor: number) => formatMinor(minor, "INR");

interface Choice {
  target: string;
  tds: string;
  tan: string;
  section: string;
}

/** The row's choices as the apply call takes them. */
function inputOf(row: BankRowItem, choice: Choice | undefined): ApplyRowInput {
  const input: ApplyRowInput = { rowId: row.id };
  const [kind, id] = (choice?.target ?? "").split(":");
  if (kind === "request") input.requestId = id;
  if (kind === "booking") input.bookingId = id;
  if (row.match?.tdsMinor && choice) {
    input.tdsAmount = Number(choice.tds || 0);
    if (input.tdsAmount > 0) Object.assign(input, { tan: choice.tan, tdsSection: choice.section });
  }
  return input;
}

function MatchCell({ row }: { row: BankRowItem }) {
  return (
    <>
      <Pill tone={tones[row.status]}>{row.status[0]!.toUpperCase() + row.status.slice(1)}</Pill>
      {row.match && (
        <p className="mt-1 max-w-[13rem] text-xs text-slate-600">
          {kindLabels[row.match.kind]}{" "}
          <Link href={`/admin/bookings/${row.match.bookingId}`} className="font-semibold text-brand-700 hover:underline">
            {row.match.number}
          </Link>{" "}
          · {inr(row.match.amountMinor)}
          {row.match.tdsMinor ? ` · TDS ${inr(row.match.tdsMinor)}` : ""}
        </p>
      )}
    </>
  );
}

/** A suggestion's TDS, editable (0 records none), with the deductor's TAN and the section. */
function TdsInputs({ label, choice, onChoose }: { label: string; choice: Choice; onChoose: (change: Partial<Choice>) => void }) {
  const input = "h-8 rounded-lg border border-slate-300 px-2 text-xs";
  return (
    <div className="flex w-56 gap-1">
      <input
        aria-label={`TDS amount for ${label}`}
        title="TDS (₹)"
        inputMode="decimal"
        value={choice.tds}
        onChange={(e) => onChoose({ tds: e.target.value })}
        className={`${input} w-[4.5rem]`}
      />
      <input
        aria-label={`TAN for ${label}`}
        placeholder="TAN"
        value={choice.tan}
        onChange={(e) => onChoose({ tan: e.target.value })}
        className={`${input} w-24 uppercase`}
      />
      <input
        aria-label={`Section for ${label}`}
        placeholder="194J"
        value={choice.section}
        onChange={(e) => onChoose({ section: e.target.value })}
        className={`${input} w-12`}
      />
    </div>
  );
}

/** One row of the table: on the "To apply" view, its check box, what it pays, its TDS and Ignore. */
function BankRowLine({
  row,
  choice,
  checked,
  actionable,
  targets,
  onToggle,
  onChoose,
  onIgnore,
}: {
  row: BankRowItem;
  choice: Choice;
  checked: boolean;
  actionable: boolean;
  targets: { value: string; label: string }[];
  onToggle: (on: boolean) => void;
  onChoose: (change: Partial<Choice>) => void;
  onIgnore: () => void;
}) {
  const label = `${row.date} ${inr(row.creditMinor || row.debitMinor)}`;
  return (
    <tr className={checked ? "bg-brand-50/40" : undefined}>
      {actionable && (
        <td className={td}>
          <input type="checkbox" className="size-4" aria-label={`Apply ${label}`} checked={checked} onChange={(e) => onToggle(e.target.checked)} />
        </td>
      )}
      <td className={`${td} whitespace-nowrap`}>
        {row.date}
        <p className="font-mono text-xs text-slate-500">{row.reference}</p>
      </td>
      <td className={`${td} max-w-[14rem] text-xs break-words`}>{row.description || <span className="text-slate-400">—</span>}</td>
      <td className={`${td} text-right whitespace-nowrap`}>
        {row.creditMinor > 0 ? inr(row.creditMinor) : <span className="text-red-700">−{inr(row.debitMinor)}</span>}
      </td>
      <td className={td}>
        <MatchCell row={row} />
      </td>
      {actionable && (
        <td className={`${td} space-y-1`}>
          <select
            aria-label={`Booking or request for ${label}`}
            value={choice.target}
            onChange={(e) => onChoose({ target: e.target.value })}
            className="h-9 w-56 rounded-lg border border-slate-300 bg-white px-2 text-xs"
          >
            <option value="">{row.match ? "As matched" : "Choose…"}</option>
            {targets.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
          {row.match?.tdsMinor ? <TdsInputs label={label} choice={choice} onChoose={onChoose} /> : null}
        </td>
      )}
      {actionable && (
        <td className={`${td} text-right`}>
          <Button variant="ghost" size="sm" aria-label={`Ignore ${label}`} onClick={onIgnore}>
            Ignore
          </Button>
        </td>
      )}
    </tr>
  );
}

/** The table's header: the action columns on the "To apply" view only. */
function BankRowsHead({ actionable }: { actionable: boolean }) {
  return (
    <thead>
      <tr>
        {/* aria-labels, not sr-only spans: an absolutely positioned span in a scrolling table widens the page at 375 px. */}
        {actionable && <th className={th} aria-label="Apply" />}
        <th className={th}>Date, reference</th>
        <th className={th}>Description</th>
        <th className={`${th} text-right`}>Amount</th>
        <th className={th}>Match</th>
        {actionable && <th className={th}>Pay (and TDS)</th>}
        {actionable && <th className={th} aria-label="Ignore" />}
      </tr>
    </thead>
  );
}

/** A statement's rows; on the "To apply" view, check boxes to apply them in one call, and Ignore. */
export function BankRows({
  statementId,
  rows,
  targets,
  actionable,
}: {
  statementId: string;
  rows: BankRowItem[];
  targets: { value: string; label: string }[];
  actionable: boolean;
}) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    // A proof's TDS comes with the TAN and section the buyer gave (left empty here, the server takes the proof's);
    // a suggestion less TDS starts at the usual section for training fees.
    Object.fromEntries(
      rows.map((r) => [
        r.id,
        { target: "", tds: r.match?.tdsMinor ? String(r.match.tdsMinor / 100) : "", tan: "", section: r.match?.kind === "proof" ? "" : "194J" },
      ]),
    ),
  );
  const [error, setError] = useState<string>();
  const choose = (id: string, change: Partial<Choice>) => setChoices((all) => ({ ...all, [id]: { ...all[id]!, ...change } }));
  const toggle = (id: string, on: boolean) =>
    setSelected((all) => {
      const next = new Set(all);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const applyRows = useApiAction(
    (call, chosen: BankRowItem[]) =>
      api.post("/api/admin/bank-statements/{id}/apply", { params: { id: statementId }, body: { rows: chosen.map((r) => inputOf(r, choices[r.id])) } }, call),
    {
      successToast: (_, [chosen]) => `${chosen.length} ${chosen.length === 1 ? "payment" : "payments"} recorded.`,
      onSuccess: () => setSelected(new Set()),
      onFailure: (answer) => {
        const field = Object.values(answer.errors)[0];
        setError(field ?? messageOf(answer, "Nothing was applied."));
        return true;
      },
    },
  );
  const ignore = useApiAction(
    (call, row: BankRowItem) => api.post("/api/admin/bank-statements/{id}/rows/{rowId}/ignore", { params: { id: statementId, rowId: row.id } }, call),
    { successToast: () => "Row ignored.", failureMessage: "The row could not be ignored." },
  );

  async function apply() {
    const chosen = rows.filter((r) => selected.has(r.id));
    if (chosen.length === 0) return setError("Check the rows to apply first.");
    setError(undefined);
    await applyRows.run(chosen);
  }

  return (
    <div className="space-y-3">
      {actionable && rows.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={apply} loading={applyRows.pending} disabled={selected.size === 0}>
            Apply {selected.size || ""} checked
          </Button>
          <Button variant="outline" onClick={() => setSelected(new Set(rows.filter((r) => r.status === "matched").map((r) => r.id)))}>
            Check all matched
          </Button>
          <p className="text-sm text-slate-600">Each checked credit becomes one payment with its receipt; all or nothing.</p>
        </div>
      )}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      )}
      <TableFrame label="Statement rows">
        <BankRowsHead actionable={actionable} />
        <tbody>
          {rows.length === 0 && <EmptyRow colSpan={actionable ? 7 : 4}>No rows here.</EmptyRow>}
          {rows.map((row) => (
            <BankRowLine
              key={row.id}
              row={row}
              choice={choices[row.id]!}
              checked={selected.has(row.id)}
              actionable={actionable}
              targets={targets}
              onToggle={(on) => toggle(row.id, on)}
              onChoose={(change) => choose(row.id, change)}
              onIgnore={() => void ignore.run(row)}
            />
          ))}
        </tbody>
      </TableFrame>
    </div>
  );
}

import Link from "next/link";
import { EmptyRow, FilterBar, FilterSelect, PageHeader, TableFrame, formatDateTime, td, th } from "@/components/admin/ui";
import { listAuditRecords } from "@/lib/audit/staff";
import { GET as auditApi } from "@/app/api/admin/audit-log/route";
import { definePage } from "@/lib/http/page";
import { auditEntities } from "@/lib/validation/audit";

export const metadata = { title: "Audit log" };

const PAGE_SIZE = 100;

/** The fields that differ between before and after (top level). */
function changedFields(before: unknown, after: unknown): string[] {
  if (!before || !after || typeof before !== "object" || typeof after !== "object") return [];
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  return Object.keys({ ...b, ...a }).filter((k) => k !== "updatedAt" && JSON.stringify(b[k]) !== JSON.stringify(a[k]));
}

/** The entries GET /api/admin/audit-log answers: its access check and its query (entity, before). */
export default definePage(auditApi, "/admin/audit", async ({ query: { entity, before } }) => {
  const chosen = auditEntities.find((e) => e === entity);
  const entries = await listAuditRecords({ entity: chosen, before, limit: PAGE_SIZE });
  const older = entries.length === PAGE_SIZE ? entries.at(-1)!.id : undefined;
  return (
    <>
      <PageHeader title="Audit log" description="Every change made by staff: who, what, when, and the record before and after." />
      <FilterBar action="/admin/audit" resetHref="/admin/audit">
        <FilterSelect
          label="What"
          name="entity"
          defaultValue={chosen}
          options={[{ value: "", label: "Everything" }, ...auditEntities.map((e) => ({ value: e, label: e }))]}
        />
      </FilterBar>
      <TableFrame label="Audit log">
        <thead>
          <tr>
            <th className={th}>When</th>
            <th className={th}>Who</th>
            <th className={th}>What</th>
            <th className={th}>Details</th>
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 ? (
            <EmptyRow colSpan={4}>Nothing recorded yet.</EmptyRow>
          ) : (
            entries.map((e) => {
              const fields = changedFields(e.before, e.after);
              return (
                <tr key={e.id}>
                  <td className={`${td} whitespace-nowrap text-xs`}>{formatDateTime(e.createdAt)}</td>
                  <td className={td}>{e.actor ? e.actor.name : <span className="text-slate-400">deleted account</span>}</td>
                  <td className={td}>
                    <span className="font-semibold">{e.action}</span> {e.entity}
                    <p className="font-mono text-xs text-slate-500">{e.entityId}</p>
                  </td>
                  <td className={td}>
                    {fields.length > 0 && <p className="mb-1 text-xs text-slate-600">Changed: {fields.join(", ")}</p>}
                    <details>
                      <summary className="cursor-pointer text-xs font-semibold text-brand-700">Before / after</summary>
                      <div className="mt-2 grid gap-2 md:grid-cols-2">
                        <pre className="max-h-64 overflow-auto rounded bg-slate-50 p-2 text-[11px]">{JSON.stringify(e.before, null, 2)}</pre>
                        <pre className="max-h-64 overflow-auto rounded bg-slate-50 p-2 text-[11px]">{JSON.stringify(e.after, null, 2)}</pre>
                      </div>
                    </details>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </TableFrame>
      {older && (
        <div className="mt-4 text-right">
          <Link
            href={`/admin/audit?${new URLSearchParams({ ...(chosen ? { entity: chosen } : {}), before: String(older) })}`}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            Older entries →
          </Link>
        </div>
      )}
    </>
  );
});

import { ConfirmAction } from "@/components/admin/confirm-action";
import { DiscountCodeForm } from "@/components/admin/discount-code-form";
import { StaffList, choiceField, type Column } from "@/components/admin/staff-list-view";
import { PageHeader, formatDateTime } from "@/components/admin/ui";
import { staffListPageOf } from "@/lib/http/staff-list";
import type { DiscountCodeView } from "@/lib/pricing/answers";
import { pageOfDiscountCodes } from "@/lib/pricing/codes";
import { formatTrainingDate } from "@/lib/format";
import { formatMinor } from "@/lib/money";
import { openStaffTrainings } from "@/lib/trainings/choices";
import { listStaffTrainings } from "@/lib/trainings/staff";
import { GET as discountCodesApi } from "@/app/api/admin/discount-codes/route";
import { definePage } from "@/lib/http/page";

export const metadata = { title: "Discount codes" };

const PATH = "/admin/discount-codes";

const columnsOf = (label: Map<string, string>): Column<DiscountCodeView>[] => [
  {
    header: "Code",
    className: "font-mono font-semibold",
    cell: (c) => (
      <>
        {c.code}
        {c.endedAt && <p className="font-sans text-xs font-normal">Ended {formatDateTime(c.endedAt)}</p>}
      </>
    ),
  },
  {
    header: "Discount",
    className: "whitespace-nowrap",
    cell: (c) => (c.percentOff !== null ? `${c.percentOff}% off` : `${formatMinor(c.amountOffMinor ?? 0, c.currency)} off`),
  },
  { header: "Last day", className: "whitespace-nowrap", cell: (c) => (c.validUntil ? formatTrainingDate(c.validUntil) : "—") },
  { header: "Uses", className: "tabular-nums", cell: (c) => `${c.uses}${c.maxUses !== null ? ` / ${c.maxUses}` : ""}` },
  { header: "Valid for", cell: (c) => (c.trainingIds.length ? c.trainingIds.map((id) => label.get(id) ?? id).join(", ") : "Every training") },
  {
    header: "Actions",
    className: "text-right",
    cell: (c) =>
      !c.endedAt && (
        <ConfirmAction
          label={`End ${c.code}`}
          title={`End code ${c.code}?`}
          message="It is refused from now on. Bookings made with it keep their price."
          route="DELETE /api/admin/discount-codes/{id}"
          input={{ params: { id: c.id } }}
        >
          End
        </ConfirmAction>
      ),
  },
];

/** The codes, 50 a page newest first (the same query schema as GET /api/admin/discount-codes; a bad value falls back to its default). */
export default definePage(discountCodesApi, PATH, async ({ query }) => {
  const filters = { state: query.state };
  const [page, open] = await Promise.all([staffListPageOf(query, (request) => pageOfDiscountCodes(query.state, request)), openStaffTrainings()]);
  // The form offers the open batches nearest today; the list names the batches its codes are for.
  const named = await listStaffTrainings({ ids: [...new Set(page.items.flatMap((c) => c.trainingIds))] });
  const label = new Map([...open, ...named].map((t) => [t.id, `${t.course.title} · ${formatTrainingDate(t.startDate)}`]));
  return (
    <>
      <PageHeader
        title="Discount codes"
        description="Codes buyers quote for a percent or an amount off; a code counts once per booking that is not cancelled."
      />
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
        <DiscountCodeForm trainings={open.map((t) => ({ value: t.id, label: label.get(t.id)! }))} />
        <div className="min-w-0">
          <StaffList
            path={PATH}
            apiPath="/api/admin/discount-codes"
            values={filters}
            fields={[choiceField("state", "State", { running: "Running", ended: "Ended" })]}
            label="Discount codes"
            columns={columnsOf(label)}
            page={page}
            empty="No codes yet."
            rowClassName={(c) => (c.endedAt ? "text-slate-500" : undefined)}
            pagerLabel="Discount code pages"
          />
        </div>
      </div>
    </>
  );
});

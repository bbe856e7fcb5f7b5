import Link from "next/link";
import { StaffList, type Column } from "@/components/admin/staff-list-view";
import { PageHeader, KindPill } from "@/components/admin/ui";
import { staffListPageOf } from "@/lib/http/staff-list";
import { pageOfTrainers } from "@/lib/trainers/reads";
import type { TrainerView } from "@/lib/trainers/types";
import { formatMoney } from "@/lib/money";
import { GET as trainersApi } from "@/app/api/admin/trainers/route";
import { definePage } from "@/lib/http/page";

export const metadata = { title: "Trainers" };

const PATH = "/admin/trainers";

const columns: Column<TrainerView>[] = [
  {
    header: "Trainer",
    cell: (t) => (
      <>
        <Link href={`/admin/trainers/${t.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
          {t.name}
        </Link>
        <p className="text-xs text-slate-500">{t.email}</p>
      </>
    ),
  },
  { header: "Skills", cell: (t) => t.skills.join(", ") || "—" },
  { header: "Time zone", className: "whitespace-nowrap", cell: (t) => t.timeZone },
  { header: "Hourly rate", align: "right", cell: (t) => (t.hourlyRate ? formatMoney(t.hourlyRate.amount, t.hourlyRate.currency) : "—") },
  { header: "Status", cell: (t) => <KindPill kind={t.active ? "active" : "inactive"}>{t.active ? "Active" : "Inactive"}</KindPill> },
];

/** The trainers, 50 a page by name (the same query schema as GET /api/admin/trainers; a bad value falls back to its default). */
export default definePage(trainersApi, PATH, async ({ query }) => {
  const page = await staffListPageOf(query, (request) => pageOfTrainers(request));
  const trainers = page.items;
  return (
    <>
      <PageHeader
        title="Trainers"
        description={`${trainers.length} trainer${trainers.length === 1 ? "" : "s"} shown · ${trainers.filter((t) => t.active).length} active`}
        create={{ href: "/admin/trainers/new", label: "New trainer" }}
      />
      <StaffList path={PATH} apiPath="/api/admin/trainers" label="Trainers" columns={columns} page={page} empty="No trainer yet." pagerLabel="Trainer pages" />
    </>
  );
});

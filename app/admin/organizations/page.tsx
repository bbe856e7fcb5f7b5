import Link from "next/link";
import { StaffList, type Column } from "@/components/admin/staff-list-view";
import { PageHeader } from "@/components/admin/ui";
import { placeOfSupplyLabel } from "@/lib/gst/states";
import { staffListPageOf } from "@/lib/http/staff-list";
import { pageOfOrganizations, type OrganizationView } from "@/lib/organizations/reads";
import { GET as organizationsApi } from "@/app/api/admin/organizations/route";
import { definePage } from "@/lib/http/page";

export const metadata = { title: "Organisations" };

const PATH = "/admin/organizations";

const columns: Column<OrganizationView>[] = [
  {
    header: "Name",
    cell: (o) => (
      <>
        <Link href={`/admin/organizations/${o.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
          {o.name}
        </Link>
        <p className="text-xs text-slate-500">{o.contacts.map((c) => c.email).join(", ")}</p>
      </>
    ),
  },
  { header: "GSTIN", className: "font-mono text-xs", cell: (o) => o.gstin ?? "—" },
  { header: "State", cell: (o) => (o.stateCode ? placeOfSupplyLabel(o.stateCode) : o.country) },
  {
    header: "Leads",
    cell: (o) =>
      o.contacts
        .filter((c) => c.isLead)
        .map((c) => c.name)
        .join(", ") || "—",
  },
];

/** The organisations, 50 a page by name (the same query schema as GET /api/admin/organizations; a bad value falls back to its default). */
export default definePage(organizationsApi, PATH, async ({ query }) => {
  const filters = { q: query.q };
  const page = await staffListPageOf(query, (request) => pageOfOrganizations(query.q, request));
  return (
    <>
      <PageHeader
        title="Organisations"
        description="Companies that buy seats: their GSTIN, billing address and contacts."
        create={{ href: "/admin/organizations/new", label: "New organisation" }}
      />
      <StaffList
        path={PATH}
        apiPath="/api/admin/organizations"
        values={filters}
        fields={[{ kind: "search", name: "q", label: "Search", placeholder: "Name, GSTIN or contact email" }]}
        label="Organisations"
        columns={columns}
        page={page}
        empty="No organisation matches."
        pagerLabel="Organisation pages"
      />
    </>
  );
});

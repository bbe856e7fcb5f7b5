import Link from "next/link";
import { EmptyRow, FilterBar, FilterInput, PageHeader, TableFrame, td, th } from "@/components/admin/ui";
import { ButtonLink } from "@/components/ui/button";
import { requirePageStaff } from "@/lib/auth/current-user";
import { placeOfSupplyLabel } from "@/lib/gst/states";
import { listOrganizations } from "@/lib/organizations/reads";
import { organizationQuery } from "@/lib/validation/organizations";

export const metadata = { title: "Organisations" };

export default async function AdminOrganizationsPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  await requirePageStaff("/admin/organizations");
  const parsed = organizationQuery.safeParse(await searchParams);
  const q = parsed.success ? parsed.data.q : undefined;
  const organizations = await listOrganizations(q);
  return (
    <>
      <PageHeader
        title="Organisations"
        description="Companies that buy seats: their GSTIN, billing address and contacts."
        actions={<ButtonLink href="/admin/organizations/new" size="sm">New organisation</ButtonLink>}
      />
      <FilterBar action="/admin/organizations" resetHref="/admin/organizations">
        <FilterInput label="Search" name="q" defaultValue={q} placeholder="Name, GSTIN or contact email" />
      </FilterBar>
      <TableFrame label="Organisations">
        <thead>
          <tr>
            <th className={th}>Name</th>
            <th className={th}>GSTIN</th>
            <th className={th}>State</th>
            <th className={th}>Leads</th>
          </tr>
        </thead>
        <tbody>
          {organizations.length === 0 ? (
            <EmptyRow colSpan={4}>No organisation matches.</EmptyRow>
          ) : (
            organizations.map((o) => (
              <tr key={o.id} className="hover:bg-slate-50">
                <td className={td}>
                  <Link href={`/admin/organizations/${o.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                    {o.name}
                  </Link>
                  <p className="text-xs text-slate-500">{o.contacts.map((c) => c.email).join(", ")}</p>
                </td>
                <td className={`${td} font-mono text-xs`}>{o.gstin ?? "—"}</td>
                <td className={td}>{o.stateCode ? placeOfSupplyLabel(o.stateCode) : o.country}</td>
                <td className={td}>{o.contacts.filter((c) => c.isLead).map((c) => c.name).join(", ") || "—"}</td>
              </tr>
            ))
          )}
        </tbody>
      </TableFrame>
    </>
  );
}

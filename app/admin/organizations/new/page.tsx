import { OrganizationForm } from "@/components/admin/organization-form";
import { PageHeader } from "@/components/admin/ui";
import { requirePageStaff } from "@/lib/auth/current-user";

export const metadata = { title: "New organisation" };

export default async function NewOrganizationPage() {
  await requirePageStaff("/admin/organizations/new");
  return (
    <>
      <PageHeader title="New organisation" description="A company that buys seats." back={{ href: "/admin/organizations", label: "Organisations" }} />
      <OrganizationForm />
    </>
  );
}

import { ClientManager } from "@/components/admin/client-manager";
import { PageHeader } from "@/components/admin/ui";
import { requirePageStaff } from "@/lib/auth/current-user";
import { listAdminClients } from "@/lib/clients/admin";

export const metadata = { title: "Clients" };

export default async function AdminClientsPage() {
  await requirePageStaff("/admin/clients");
  const clients = await listAdminClients();
  return (
    <>
      <PageHeader title="Clients" description="The logo strip on the home page, in this order (lowest first)." />
      <ClientManager clients={clients} />
    </>
  );
}

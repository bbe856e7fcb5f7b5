import { ClientManager } from "@/components/admin/client-manager";
import { PageHeader } from "@/components/admin/ui";
import { requirePageStaff } from "@/lib/auth/current-user";
import { listClients } from "@/lib/clients/reads";

export const metadata = { title: "Clients" };

export default async function AdminClientsPage() {
  await requirePageStaff("/admin/clients");
  const clients = await listClients();
  return (
    <>
      <PageHeader title="Clients" description="The logo strip on the home page, in this order (lowest first)." />
      <ClientManager clients={clients} />
    </>
  );
}

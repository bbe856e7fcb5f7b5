import { ClientManager } from "@/components/admin/client-manager";
import { PageHeader } from "@/components/admin/ui";
import { GET as clientsApi } from "@/app/api/admin/clients/route";
import { definePage } from "@/lib/http/page";
import { listClients } from "@/lib/clients/reads";

export const metadata = { title: "Clients" };

/** What GET /api/admin/clients answers, behind its access check. */
export default definePage(clientsApi, "/admin/clients", async () => {
  const clients = await listClients();
  return (
    <>
      <PageHeader title="Clients" description="The logo strip on the home page, in this order (lowest first)." />
      <ClientManager clients={clients} />
    </>
  );
});

import "server-only";
import { deleteClient as domainDeleteClient } from "../../clients/writes";

/** DELETE /api/admin/clients/{id}: a client logo removed; audited (lib/clients). */
export const deleteClient: typeof domainDeleteClient = (...args) => domainDeleteClient(...args);

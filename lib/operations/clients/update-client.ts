import "server-only";
import { updateClient as domainUpdateClient } from "../../clients/writes";

/** PUT /api/admin/clients/{id}: a client logo's fields; audited (lib/clients). */
export const updateClient: typeof domainUpdateClient = (...args) => domainUpdateClient(...args);

import "server-only";
import { createClient as domainCreateClient } from "../../clients/writes";

/** POST /api/admin/clients: a client logo for the home page; audited (lib/clients). */
export const createClient: typeof domainCreateClient = (...args) => domainCreateClient(...args);

import "server-only";
import { createOrganization as domainCreateOrganization } from "../../organizations/writes";

/** POST /api/admin/organizations: an organisation with its billing details and contacts; audited (lib/organizations). */
export const createOrganization: typeof domainCreateOrganization = (...args) => domainCreateOrganization(...args);

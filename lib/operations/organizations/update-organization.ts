import "server-only";
import { updateOrganization as domainUpdateOrganization } from "../../organizations/writes";

/** PUT /api/admin/organizations/{id}: an organisation's billing details and contacts; audited (lib/organizations). */
export const updateOrganization: typeof domainUpdateOrganization = (...args) => domainUpdateOrganization(...args);

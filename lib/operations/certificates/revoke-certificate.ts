import "server-only";
import { revokeCertificate as domainRevokeCertificate } from "../../certificates/staff";

/** DELETE /api/admin/certificates/{id}: a certificate revoked, so its verification page says so; audited (lib/certificates). */
export const revokeCertificate: typeof domainRevokeCertificate = (...args) => domainRevokeCertificate(...args);

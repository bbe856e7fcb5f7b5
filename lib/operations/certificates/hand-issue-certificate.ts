import "server-only";
import { handIssueCertificate as domainHandIssueCertificate } from "../../certificates/staff";

/** POST /api/admin/certificates: a certificate issued by hand to a learner of a batch; audited (lib/certificates). */
export const handIssueCertificate: typeof domainHandIssueCertificate = (...args) => domainHandIssueCertificate(...args);

import "server-only";
import { submitProof as domainSubmitProof } from "../../collection/pay";

/** POST /api/pay/{token}/proof: the buyer's proof of payment on the request the link names, which waits for review (lib/collection). */
export const submitProof: typeof domainSubmitProof = (...args) => domainSubmitProof(...args);

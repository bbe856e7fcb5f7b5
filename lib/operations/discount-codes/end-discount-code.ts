import "server-only";
import { endDiscountCode as domainEndDiscountCode } from "../../pricing/codes";

/** DELETE /api/admin/discount-codes/{id}: a discount code ends today, its uses kept; audited (lib/pricing). */
export const endDiscountCode: typeof domainEndDiscountCode = (...args) => domainEndDiscountCode(...args);

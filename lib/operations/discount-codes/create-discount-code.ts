import "server-only";
import { createDiscountCode as domainCreateDiscountCode } from "../../pricing/codes";

/** POST /api/admin/discount-codes: a discount code; audited (lib/pricing). */
export const createDiscountCode: typeof domainCreateDiscountCode = (...args) => domainCreateDiscountCode(...args);

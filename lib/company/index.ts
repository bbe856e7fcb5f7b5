import "server-only";
import { now } from "../clock";
import { env } from "../env";
import { gstinStateCode } from "../gst/gstin";
import type { Supplier } from "../gst/tax";
import { panOfGstin } from "../gst/treatment";
import { dateInZone } from "../schedule/status";
import { siteConfig } from "../site-config";

/**
 * The company as its documents name it, read from the configuration in one place (billing-and-delivery.md §4, §12;
 * books.md §1, §7): the supplier on invoices and quotes, the payee on pay pages, its bank and its "today".
 */

export interface BankDetails {
  name: string | null;
  account: string | null;
  ifsc: string | null;
}

export interface Company extends Supplier {
  name: string;
  address: string;
  /** From the GSTIN's characters 3–12; null without a GSTIN. */
  pan: string | null;
  /** Null when no COMPANY_BANK_* line is set. */
  bank: BankDetails | null;
  upiId: string | null;
  /** A tax id printed on receipts (COMPANY_TAX_ID), when set. */
  taxId: string | null;
}

export function company(): Company {
  const e = env();
  const gstin = e.COMPANY_GSTIN ?? null;
  return {
    name: e.COMPANY_NAME,
    address: e.COMPANY_ADDRESS,
    gstin,
    stateCode: e.COMPANY_STATE_CODE ?? (gstin ? gstinStateCode(gstin) : null),
    pan: panOfGstin(gstin),
    rate: e.GST_RATE,
    // An LUT without its year is not one the law recognises for any document (books.md §1).
    lut: e.COMPANY_LUT && e.COMPANY_LUT_FY ? { arn: e.COMPANY_LUT, financialYear: e.COMPANY_LUT_FY } : null,
    bank: bankDetails(),
    upiId: e.COMPANY_UPI_ID ?? null,
    taxId: e.COMPANY_TAX_ID ?? null,
  };
}

/** The company's bank block, or null when none of its lines is configured. */
export function bankDetails(): BankDetails | null {
  const { COMPANY_BANK_NAME, COMPANY_BANK_ACCOUNT, COMPANY_BANK_IFSC } = env();
  if (!COMPANY_BANK_NAME && !COMPANY_BANK_ACCOUNT && !COMPANY_BANK_IFSC) return null;
  return { name: COMPANY_BANK_NAME ?? null, account: COMPANY_BANK_ACCOUNT ?? null, ifsc: COMPANY_BANK_IFSC ?? null };
}

/** The payee's name on a UPI link: COMPANY_NAME, the site's name when it is unset. */
export function payeeName(): string {
  const name = env().COMPANY_NAME;
  return name === siteConfig.legalName && !process.env.COMPANY_NAME ? siteConfig.name : name;
}

/** The company's date at an instant (`YYYY-MM-DD` in DEFAULT_TIME_ZONE). */
export const companyDate = (at: Date): string => dateInZone(at, env().DEFAULT_TIME_ZONE);

/** Today in DEFAULT_TIME_ZONE (`YYYY-MM-DD`): the date documents are issued on. */
export const companyToday = (): string => companyDate(now());

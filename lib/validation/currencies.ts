// Currencies: an ISO 4217 allow-list, each with its own minor-unit exponent (JPY has no minor unit,
// KWD has three). Money is stored as integer minor units of its currency. No server imports: forms share it.

/** Code → digits after the decimal point (ISO 4217 minor unit). */
export const currencyExponents: Readonly<Record<string, number>> = {
  INR: 2,
  USD: 2,
  EUR: 2,
  GBP: 2,
  AED: 2,
  SAR: 2,
  QAR: 2,
  SGD: 2,
  AUD: 2,
  NZD: 2,
  CAD: 2,
  CHF: 2,
  HKD: 2,
  MYR: 2,
  CNY: 2,
  ZAR: 2,
  LKR: 2,
  NPR: 2,
  BDT: 2,
  SEK: 2,
  NOK: 2,
  DKK: 2,
  THB: 2,
  IDR: 2,
  PHP: 2,
  JPY: 0,
  KRW: 0,
  VND: 0,
  KWD: 3,
  BHD: 3,
  OMR: 3,
};

export const isKnownCurrency = (code: string) => Object.hasOwn(currencyExponents, code);

/** The currency's minor-unit exponent (2 for a code outside the list, which the schemas refuse anyway). */
export const minorExponent = (currency: string) => currencyExponents[currency] ?? 2;

/** Whether `amount` has no more decimals than the currency's minor unit (float noise tolerated). */
export function fitsMinorUnit(amount: number, currency: string): boolean {
  const scaled = amount * 10 ** minorExponent(currency);
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Whole units → integer minor units (call after fitsMinorUnit). */
export const toMinorUnits = (amount: number, currency: string) => Math.round(amount * 10 ** minorExponent(currency));

/** Integer minor units → whole units. */
export const fromMinorUnits = (minor: number, currency: string) => minor / 10 ** minorExponent(currency);

/** The refusal of an amount finer than the currency's minor unit. */
export const decimalsMessage = (currency: string) =>
  minorExponent(currency) === 0 ? `${currency} amounts are whole numbers.` : `Amounts can have at most ${minorExponent(currency)} decimals.`;

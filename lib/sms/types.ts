/** One text message to one phone number in E.164 ("+919876543210"). */
export interface SmsMessage {
  to: string;
  body: string;
}

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** Any failure to hand a message to the provider; the caller answers 503 and verifies nothing. */
export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "SmsDeliveryError";
  }
}

/** "+919876543210" → "+91******3210": enough to tell numbers apart in a log, not enough to harvest them. */
export function maskPhone(e164: string): string {
  return e164.length <= 7 ? "***" : `${e164.slice(0, 3)}${"*".repeat(e164.length - 7)}${e164.slice(-4)}`;
}

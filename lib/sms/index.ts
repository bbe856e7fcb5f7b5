import "server-only";
import { env } from "../env";
import { remember } from "../remember";
import { consoleSmsProvider } from "./console";
import { twilioSmsProvider } from "./twilio";
import type { SmsMessage, SmsProvider } from "./types";
import { webhookSmsProvider } from "./webhook";

export { SmsDeliveryError, maskPhone, type SmsMessage, type SmsProvider } from "./types";

const holder = remember("sms.provider", (): { made?: SmsProvider; override?: SmsProvider } => ({}));

/** The provider SMS_PROVIDER names (console, twilio or webhook), made once. */
export function smsProvider(): SmsProvider {
  if (holder.override) return holder.override;
  if (!holder.made) {
    const config = env();
    holder.made =
      config.SMS_PROVIDER === "webhook"
        ? webhookSmsProvider(config.SMS_WEBHOOK_URL!)
        : config.SMS_PROVIDER === "twilio"
          ? twilioSmsProvider({ accountSid: config.TWILIO_ACCOUNT_SID!, authToken: config.TWILIO_AUTH_TOKEN!, from: config.TWILIO_FROM! })
          : consoleSmsProvider();
  }
  return holder.made;
}

export function sendSms(message: SmsMessage): Promise<void> {
  return smsProvider().send(message);
}

/** Tests: replace the provider (undefined restores the configured one). */
export function setSmsProviderForTests(provider: SmsProvider | undefined): void {
  holder.override = provider;
  holder.made = undefined;
}

/** A registration phone (10 digits) in E.164 with DEFAULT_DIAL_CODE, e.g. "+919876543210". */
export function toE164(tenDigits: string): string {
  return `${env().DEFAULT_DIAL_CODE}${tenDigits}`;
}

import "server-only";
import { env } from "../env";
import { remember } from "../remember";
import { consoleWhatsappProvider, twilioWhatsappProvider, webhookWhatsappProvider } from "./providers";
import type { WhatsappProvider } from "./types";

export { WhatsappDeliveryError, whatsappTemplates, type WhatsappMessage, type WhatsappProvider, type WhatsappTemplate } from "./types";

const holder = remember("whatsapp.provider", (): { made?: WhatsappProvider | null; override?: WhatsappProvider | null } => ({}));

/** The provider WHATSAPP_PROVIDER names, made once; undefined when WhatsApp is off. */
export function whatsappProvider(): WhatsappProvider | undefined {
  if (holder.override !== undefined) return holder.override ?? undefined;
  if (holder.made === undefined) {
    const config = env();
    holder.made =
      config.WHATSAPP_PROVIDER === "webhook"
        ? webhookWhatsappProvider(config.WHATSAPP_WEBHOOK_URL!)
        : config.WHATSAPP_PROVIDER === "twilio"
          ? twilioWhatsappProvider({ accountSid: config.TWILIO_ACCOUNT_SID!, authToken: config.TWILIO_AUTH_TOKEN!, from: config.TWILIO_WHATSAPP_FROM! })
          : config.WHATSAPP_PROVIDER === "console"
            ? consoleWhatsappProvider()
            : null;
  }
  return holder.made ?? undefined;
}

/** A stored phone in E.164: "+91 98765 43210" → "+919876543210"; ten digits take DEFAULT_DIAL_CODE. */
export function e164Of(raw: string): string | undefined {
  const compact = raw.replace(/[\s().-]/g, "");
  if (/^\+[1-9]\d{6,14}$/.test(compact)) return compact;
  if (/^\d{10}$/.test(compact)) return `${env().DEFAULT_DIAL_CODE}${compact}`;
  return undefined;
}

/** Tests: replace the provider (null: off; undefined restores the configured one). */
export function setWhatsappProviderForTests(provider: WhatsappProvider | null | undefined): void {
  holder.override = provider;
  holder.made = undefined;
}

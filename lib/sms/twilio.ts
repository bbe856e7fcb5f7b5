import "server-only";
import { log } from "../log";
import { maskPhone, SmsDeliveryError, type SmsMessage, type SmsProvider } from "./types";

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
}

/** SMS_PROVIDER=twilio: the Messages API through the twilio SDK (loaded on first use: it is large). */
export function twilioSmsProvider(config: TwilioConfig): SmsProvider {
  let client: Promise<{ messages: { create(p: { to: string; from: string; body: string }): Promise<{ sid: string }> } }> | undefined;
  return {
    name: "twilio",
    async send(message: SmsMessage) {
      client ??= import("twilio").then(({ default: twilio }) => twilio(config.accountSid, config.authToken, { timeout: 10_000 }));
      try {
        const sent = await (await client).messages.create({ to: message.to, from: config.from, body: message.body });
        log.info("sms sent", { provider: "twilio", to: maskPhone(message.to), sid: sent.sid });
      } catch (err) {
        // Twilio's errors carry a status and a code, not the body; keep only those.
        const { status, code } = err as { status?: number; code?: number };
        throw new SmsDeliveryError(`Twilio refused the message (status ${status ?? "?"}, code ${code ?? "?"})`);
      }
    },
  };
}

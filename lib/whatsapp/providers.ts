import "server-only";
import { log } from "../log";
import { maskPhone } from "../sms/types";
import { WhatsappDeliveryError, type WhatsappMessage, type WhatsappProvider } from "./types";

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** WHATSAPP_PROVIDER=webhook: POST {to, template, variables, body} as JSON; any answer but 2xx, or none in 10 s, is a failure. */
export function webhookWhatsappProvider(url: string, timeoutMs = WEBHOOK_TIMEOUT_MS): WhatsappProvider {
  return {
    name: "webhook",
    async send(message: WhatsappMessage) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ to: message.to, template: message.template, variables: message.variables, body: message.body }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: "error",
        });
      } catch (err) {
        throw new WhatsappDeliveryError(`WhatsApp webhook unreachable: ${(err as Error).name}`, { cause: err });
      }
      await response.body?.cancel();
      if (!response.ok) throw new WhatsappDeliveryError(`WhatsApp webhook answered ${response.status}`);
      log.info("whatsapp sent", { provider: "webhook", template: message.template, to: maskPhone(message.to) });
    },
  };
}

/**
 * WHATSAPP_PROVIDER=twilio: Twilio's Messages API through the twilio SDK (loaded on first use), from
 * `whatsapp:<TWILIO_WHATSAPP_FROM>`. The body is the approved template's text with its variables filled in: Twilio
 * matches it to the template approved for the sender.
 */
export function twilioWhatsappProvider(config: { accountSid: string; authToken: string; from: string }): WhatsappProvider {
  let client: Promise<{ messages: { create(p: { to: string; from: string; body: string }): Promise<{ sid: string }> } }> | undefined;
  const address = (phone: string) => (phone.startsWith("whatsapp:") ? phone : `whatsapp:${phone}`);
  return {
    name: "twilio",
    async send(message: WhatsappMessage) {
      client ??= import("twilio").then(({ default: twilio }) => twilio(config.accountSid, config.authToken, { timeout: 10_000 }));
      try {
        const sent = await (await client).messages.create({ to: address(message.to), from: address(config.from), body: message.body });
        log.info("whatsapp sent", { provider: "twilio", template: message.template, to: maskPhone(message.to), sid: sent.sid });
      } catch (err) {
        const { status, code } = err as { status?: number; code?: number };
        throw new WhatsappDeliveryError(`Twilio refused the WhatsApp message (status ${status ?? "?"}, code ${code ?? "?"})`);
      }
    },
  };
}

/** WHATSAPP_PROVIDER=console: the message in the terminal (development). */
export function consoleWhatsappProvider(): WhatsappProvider {
  return {
    name: "console",
    async send(message: WhatsappMessage) {
      log.info("whatsapp (console provider)", { to: message.to, template: message.template, body: message.body });
    },
  };
}

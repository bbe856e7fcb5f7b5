import "server-only";
import { log } from "../log";
import { maskPhone, SmsDeliveryError, type SmsMessage, type SmsProvider } from "./types";

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** SMS_PROVIDER=webhook: each message is POSTed as JSON {to, body}; any answer but 2xx, or no answer in 10 s, is a failure. */
export function webhookSmsProvider(url: string, timeoutMs = WEBHOOK_TIMEOUT_MS): SmsProvider {
  return {
    name: "webhook",
    async send(message: SmsMessage) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ to: message.to, body: message.body }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: "error",
        });
      } catch (err) {
        // The error names the URL and the cause, never the message body.
        throw new SmsDeliveryError(`SMS webhook unreachable: ${(err as Error).name}`, { cause: err });
      }
      await response.body?.cancel();
      if (!response.ok) throw new SmsDeliveryError(`SMS webhook answered ${response.status}`);
      log.info("sms sent", { provider: "webhook", to: maskPhone(message.to) });
    },
  };
}

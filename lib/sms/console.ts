import "server-only";
import { log } from "../log";
import { maskPhone, SmsDeliveryError, type SmsMessage, type SmsProvider } from "./types";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * Where a developer may read an SMS. api.md says the console provider shows the SMS text; security.md says a
 * code never appears in a log line. Both hold because the text never goes through lib/log (the JSON log on
 * stdout that is collected and shipped): it is written to stderr, a developer's terminal, and only when the
 * server is evidently a developer's own run: NODE_ENV is not production, or APP_URL is a loopback origin
 * (`npm start` on a laptop). A deployment with a real APP_URL and no SMS provider refuses to send (503) instead of
 * printing codes, and logs why.
 */
export function consoleDeliveryAllowed(nodeEnv = process.env.NODE_ENV, appUrl = process.env.APP_URL): boolean {
  if (nodeEnv !== "production") return true;
  try {
    return LOOPBACK_HOSTS.has(new URL(appUrl ?? "http://localhost").hostname);
  } catch {
    return false;
  }
}

/** SMS_PROVIDER=console (the default): the developer channel above; the log only says that an SMS went out. */
export function consoleSmsProvider(write: (text: string) => void = (text) => process.stderr.write(text)): SmsProvider {
  return {
    name: "console",
    async send(message: SmsMessage) {
      if (!consoleDeliveryAllowed()) {
        log.error("SMS not sent: SMS_PROVIDER=console only prints messages on a developer's machine; set SMS_PROVIDER=twilio or webhook", {
          to: maskPhone(message.to),
        });
        throw new SmsDeliveryError("console SMS provider refused in production");
      }
      write(`\n[sms to ${message.to}] ${message.body}\n\n`);
      log.info("sms sent", { provider: "console", to: maskPhone(message.to) });
    },
  };
}

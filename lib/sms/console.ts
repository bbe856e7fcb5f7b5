import "server-only";
import { developerChannelAllowed, writeToDeveloper } from "../developer-channel";
import { log } from "../log";
import { maskPhone, SmsDeliveryError, type SmsMessage, type SmsProvider } from "./types";

/** The developer channel's rule (lib/developer-channel.ts), under the name this provider's tests know. */
export const consoleDeliveryAllowed = developerChannelAllowed;

/** SMS_PROVIDER=console (the default): the developer channel; the log only says that an SMS went out. */
export function consoleSmsProvider(write: (text: string) => void = writeToDeveloper): SmsProvider {
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

import "server-only";
import { unsubscribe } from "../../batches/unsubscribe";

/** POST /api/user/unsubscribe and the /unsubscribe page's button: the reminders of the channel a mailed token names are turned off (lib/batches). */
export const unsubscribeReminders: typeof unsubscribe = (...args) => unsubscribe(...args);

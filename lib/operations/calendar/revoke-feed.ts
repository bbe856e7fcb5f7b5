import "server-only";
import { revokeFeed as domainRevokeFeed } from "../../calendar/feed";

/** DELETE /api/calendar/feed: the caller's private .ics URL stops working (lib/calendar). */
export const revokeFeed: typeof domainRevokeFeed = (...args) => domainRevokeFeed(...args);

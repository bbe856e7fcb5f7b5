import "server-only";
import { createFeed as domainCreateFeed } from "../../calendar/feed";

/** POST /api/calendar/feed: a new private .ics URL for the caller; the previous one stops working (lib/calendar). */
export const createFeed: typeof domainCreateFeed = (...args) => domainCreateFeed(...args);

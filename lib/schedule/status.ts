// The words of a training's status and the date in a zone. Which status a training has is decided once, by
// `sessionStatus` / `trainingStatusAt` of ./sessions.ts (its sessions in its own zone). Pure, browser-safe.
import { dateTimeFormat } from "../intl-cache";

export const trainingStatuses = ["Upcoming", "Ongoing", "Completed", "Cancelled"] as const;
export type TrainingStatus = (typeof trainingStatuses)[number];

/** Today's date (YYYY-MM-DD) in the given IANA time zone. */
export function dateInZone(now: Date, timeZone: string): string {
  return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

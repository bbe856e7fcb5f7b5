// Pure schedule rules, shared by server and client code.
import { dateTimeFormat } from "../intl-cache";

export const trainingStatuses = ["Upcoming", "Ongoing", "Completed", "Cancelled"] as const;
export type TrainingStatus = (typeof trainingStatuses)[number];

/** Today's date (YYYY-MM-DD) in the given IANA time zone. */
export function dateInZone(now: Date, timeZone: string): string {
  return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** Upcoming before the start date, Ongoing from the start date through the end date, Completed after; Cancelled when staff cancel it. */
export function trainingStatus(
  training: { startDate: string; endDate: string; timeZone: string; isCancelled: boolean },
  now: Date = new Date(),
): TrainingStatus {
  if (training.isCancelled) return "Cancelled";
  const today = dateInZone(now, training.timeZone);
  if (today < training.startDate) return "Upcoming";
  if (today > training.endDate) return "Completed";
  return "Ongoing";
}

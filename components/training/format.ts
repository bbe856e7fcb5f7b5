import { formatTrainingDate, formatTrainingTime, timeZoneLabel } from "@/lib/format";
import { formatMinor } from "@/lib/money";
import { daysLabel, type Weekday } from "@/lib/schedule/sessions";
import type { TrainingStatus } from "@/lib/schedule/status";
import type { Training } from "@/lib/trainings/types";
import { now } from "@/lib/clock";
import { currentPrice } from "@/lib/pricing/price";
import { dateInZone } from "@/lib/schedule/status";

export { formatTrainingDate, formatTrainingTime, timeZoneLabel } from "@/lib/format";

/** What a training card shows: a slim copy, dates and times already formatted (en-GB dates, 12-hour times). */
export interface TrainingCardData {
  id: string;
  status: TrainingStatus;
  courseTitle: string;
  courseSlug: string;
  image: string;
  durationHours: number;
  startDate: string;
  endDate: string;
  dates: string;
  /** "Sat & Sun, 10:00 AM – 1:00 PM IST". */
  times: string;
  /** null: no seat limit. */
  seatsLeft: number | null;
  isFull: boolean;
  /** Today's per-seat price, formatted ("₹25,000"); null: fees on enquiry. */
  price: string | null;
  /** The list price while an early bird runs (shown struck through), else null. */
  listPrice: string | null;
  /** The early bird's last day while it runs ("10 Mar 2026"), else null. */
  priceUntil: string | null;
  /** Who teaches it; absent or null: not assigned yet. */
  trainerName?: string | null;
}

/** A training's price as cards show it, on the product's clock in the training's zone. */
export function priceTexts(training: Pick<Training, "price" | "timeZone">, at: Date = now()): Pick<TrainingCardData, "price" | "listPrice" | "priceUntil"> {
  const current = currentPrice(training.price, dateInZone(at, training.timeZone));
  if (!current) return { price: null, listPrice: null, priceUntil: null };
  const currency = training.price.currency;
  return {
    price: formatMinor(current.price, currency, "short"),
    listPrice: current.validUntil ? formatMinor(current.listPrice, currency, "short") : null,
    priceUntil: current.validUntil ? formatTrainingDate(current.validUntil) : null,
  };
}

/** A training's schedule in one line: "Sat & Sun, 10:00 AM – 1:00 PM IST" ("Every day, …" when it meets daily). */
export function scheduleText(training: { days?: readonly Weekday[]; startTime: string; endTime: string; timeZone: string; startDate: string }): string {
  return `${daysLabel(training.days)}, ${formatTrainingTime(training.startTime)} – ${formatTrainingTime(training.endTime)} ${timeZoneLabel(training.timeZone, training.startDate)}`;
}

/** "3 seats left", "1 seat left", "Full", "No seat limit". */
export function seatsText(seats: { seats: number | null; left: number | null; isFull: boolean }): string {
  if (seats.left === null) return "No seat limit";
  if (seats.isFull) return "Full";
  return `${seats.left} seat${seats.left === 1 ? "" : "s"} left`;
}

export function toTrainingCard(training: Training): TrainingCardData {
  return {
    id: training.id,
    status: training.status,
    courseTitle: training.course.title,
    courseSlug: training.course.slug,
    image: training.course.images[0] ?? "/images/brand/og-default.svg",
    durationHours: training.course.durationHours,
    startDate: training.startDate,
    endDate: training.endDate,
    dates: `${formatTrainingDate(training.startDate)} – ${formatTrainingDate(training.endDate)}`,
    times: scheduleText(training),
    seatsLeft: training.seats.left,
    isFull: training.seats.isFull,
    ...priceTexts(training),
    trainerName: training.trainer?.name ?? null,
  };
}

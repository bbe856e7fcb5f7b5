import type { Course } from "../courses/types";
import type { TrainingPrice } from "../pricing/price";
import type { SeatCount } from "./seats";
import type { Weekday } from "../schedule/sessions";
import type { TrainingStatus } from "../schedule/status";

/** When a training (batch) runs: dates and daily times in its own IANA zone. */
export interface TrainingSchedule {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  /** The weekdays sessions run on (all seven by default) and the dates without a session. */
  days: Weekday[];
  skipDates: string[];
}

/** A training as the public sees it: never with its meeting link. */
export interface Training extends TrainingSchedule {
  id: string;
  course: Course;
  /** Follows the sessions in the training's zone, or Cancelled. */
  status: TrainingStatus;
  /** Seats on sale (null = no limit), taken and left. */
  seats: SeatCount;
  /** Who teaches it: only the name is public (billing-and-delivery.md §8); null when not assigned yet. */
  trainer: { name: string } | null;
  /** The start of the next session that has not started yet. */
  nextSessionAt?: Date;
  /** List price, early bird and group tiers (billing-and-delivery.md §2). */
  price: TrainingPrice;
}

/** A training as staff see it: its meeting link, the cancellation and its enrolments. */
export interface StaffTraining extends TrainingSchedule {
  id: string;
  course: { id: string; title: string; slug: string };
  status: TrainingStatus;
  isCancelled: boolean;
  meetingLink: string;
  seats: SeatCount;
  /** Minutes before each session a reminder goes out (the training's own, else the REMINDER_OFFSETS default). */
  reminders: number[];
  /** Whether `reminders` is the training's own list (false: the default applies). */
  hasOwnReminders: boolean;
  nextSessionAt?: Date;
  /** Who teaches it (billing-and-delivery.md §8). */
  trainer: { id: string; name: string } | null;
  /** The calendar event's SEQUENCE. */
  sequence: number;
  enrolmentCount: number;
  activeEnrolmentCount: number;
  /** List price, early bird and group tiers (billing-and-delivery.md §2). */
  price: TrainingPrice;
  createdAt: Date;
  updatedAt: Date;
}

/** An open batch as the booking, quote and discount-code forms offer it: what its label, price and likely batch read. */
export interface OpenTraining {
  id: string;
  course: { id: string; title: string };
  startDate: string;
  endDate: string;
  timeZone: string;
  /** Upcoming or Ongoing. */
  status: TrainingStatus;
  seats: SeatCount;
  price: TrainingPrice;
}

export interface StaffTrainingFilter {
  id?: string;
  /** Only these trainings. */
  ids?: string[];
  courseId?: string;
  status?: TrainingStatus;
  /** Trainings that end on or after this date. */
  endsFrom?: string;
  /** Trainings that start on or before this date. */
  startsUntil?: string;
}

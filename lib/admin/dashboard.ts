import "server-only";
import { countEnquiriesByStatus, listStaffEnquiries } from "../enquiries/staff";
import type { Enquiry } from "../enquiries/types";
import { listStaffReviews } from "../reviews/staff";
import type { StaffReview } from "../reviews/types";
import { addDays } from "../schedule/schedule";
import { staffTrainingsOfStatus } from "../trainings/staff";
import type { StaffTraining } from "../trainings/types";
import { companyDate } from "../company";
import { cached, cacheTags } from "../cache";
import { now as clockNow } from "../clock";
import { countUndeliverableMail } from "../mail/outbox";
import { countLearners } from "../users/staff";

export interface Dashboard {
  newEnquiryCount: number;
  newEnquiries: Enquiry[];
  /** The first DASHBOARD_TRAININGS of those starting in the next 14 days, soonest first, and how many there are. */
  startingSoon: { total: number; items: StaffTraining[] };
  /** The first DASHBOARD_TRAININGS of the ongoing trainings, latest start first, and how many there are. */
  ongoing: { total: number; items: StaffTraining[] };
  learnerCount: number;
  recentReviews: StaffReview[];
  /** Mail that has failed for hours (the mail server or its settings need a look). */
  undeliverableMail: number;
}

/** Trainings each list of the start page shows (a large company runs a thousand batches at once). */
export const DASHBOARD_TRAININGS = 10;

/**
 * A list of trainings by status, read once a minute (of `now`) or again at once after a change of trainings, their
 * seats or enrolments (the `trainings` tag). Each look read every running and upcoming batch's sessions to tell its
 * status: a large company's 2,400, 50 ms of the server's CPU (npm run bench -- --scale).
 */
function ofMinute<T>(now: Date, list: string, load: () => Promise<T>): Promise<T> {
  return cached(`dashboard:${list}:${now.toISOString().slice(0, 16)}`, [cacheTags.trainings], load, 60_000);
}

/** What staff see first: new enquiries, trainings starting in the next 14 days, ongoing ones, learners, recent reviews. */
export async function loadDashboard(now = clockNow()): Promise<Dashboard> {
  const today = companyDate(now);
  const [counts, newEnquiries, upcoming, ongoing, learnerCount, reviews, undeliverableMail] = await Promise.all([
    countEnquiriesByStatus(),
    listStaffEnquiries({ status: "new", limit: 5 }),
    ofMinute(now, "upcoming", () => staffTrainingsOfStatus("Upcoming", { startsUntil: addDays(today, 14) }, DASHBOARD_TRAININGS, "soonest", now)),
    ofMinute(now, "ongoing", () => staffTrainingsOfStatus("Ongoing", {}, DASHBOARD_TRAININGS, "latest", now)),
    countLearners(),
    listStaffReviews({ limit: 5 }),
    countUndeliverableMail(),
  ]);
  return {
    newEnquiryCount: counts.new,
    newEnquiries,
    startingSoon: upcoming,
    ongoing,
    learnerCount,
    recentReviews: reviews,
    undeliverableMail,
  };
}

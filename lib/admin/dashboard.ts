import "server-only";
import { countEnquiriesByStatus, listStaffEnquiries } from "../enquiries/staff";
import type { Enquiry } from "../enquiries/types";
import { listStaffReviews } from "../reviews/staff";
import type { StaffReview } from "../reviews/types";
import { addDays } from "../schedule/schedule";
import { listStaffTrainings } from "../trainings/staff";
import type { StaffTraining } from "../trainings/types";
import { dateInZone } from "../schedule/status";
import { now as clockNow } from "../clock";
import { env } from "../env";
import { countUndeliverableMail } from "../mail/outbox";
import { countLearners } from "../users/staff";

export interface Dashboard {
  newEnquiryCount: number;
  newEnquiries: Enquiry[];
  startingSoon: StaffTraining[];
  ongoing: StaffTraining[];
  learnerCount: number;
  recentReviews: StaffReview[];
  /** Mail that has failed for hours (the mail server or its settings need a look). */
  undeliverableMail: number;
}

/** What staff see first: new enquiries, trainings starting in the next 14 days, ongoing ones, learners, recent reviews. */
export async function loadDashboard(now = clockNow()): Promise<Dashboard> {
  const today = dateInZone(now, env().DEFAULT_TIME_ZONE);
  const [counts, newEnquiries, upcoming, ongoing, learnerCount, reviews, undeliverableMail] = await Promise.all([
    countEnquiriesByStatus(),
    listStaffEnquiries({ status: "new", limit: 5 }),
    listStaffTrainings({ status: "Upcoming", startsUntil: addDays(today, 14) }, now),
    listStaffTrainings({ status: "Ongoing" }, now),
    countLearners(),
    listStaffReviews({ limit: 5 }),
    countUndeliverableMail(),
  ]);
  return {
    newEnquiryCount: counts.new,
    newEnquiries,
    startingSoon: upcoming.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.startTime.localeCompare(b.startTime)),
    ongoing,
    learnerCount,
    recentReviews: reviews,
    undeliverableMail,
  };
}

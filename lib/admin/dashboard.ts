import "server-only";
import { countEnquiriesByStatus, listEnquiries, type AdminEnquiryView } from "../enquiries/admin";
import { listAdminReviews, type AdminReviewView } from "../reviews/admin";
import { addDays } from "../trainings/schedule";
import { listAdminTrainings, type AdminTrainingView } from "../trainings/admin";
import { dateInZone } from "../trainings/status";
import { env } from "../env";
import { countLearners } from "./users";

export interface Dashboard {
  newEnquiryCount: number;
  newEnquiries: AdminEnquiryView[];
  startingSoon: AdminTrainingView[];
  ongoing: AdminTrainingView[];
  learnerCount: number;
  recentReviews: AdminReviewView[];
}

/** What staff see first: new enquiries, trainings starting in the next 14 days, ongoing ones, learners, recent reviews. */
export async function loadDashboard(now = new Date()): Promise<Dashboard> {
  const today = dateInZone(now, env().DEFAULT_TIME_ZONE);
  const [counts, newEnquiries, upcoming, ongoing, learnerCount, reviews] = await Promise.all([
    countEnquiriesByStatus(),
    listEnquiries({ status: "new" }),
    listAdminTrainings({ status: "Upcoming", startsUntil: addDays(today, 14) }, now),
    listAdminTrainings({ status: "Ongoing" }, now),
    countLearners(),
    listAdminReviews(),
  ]);
  return {
    newEnquiryCount: counts.new,
    newEnquiries: newEnquiries.slice(0, 5),
    startingSoon: upcoming.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.startTime.localeCompare(b.startTime)),
    ongoing,
    learnerCount,
    recentReviews: reviews.slice(0, 5),
  };
}

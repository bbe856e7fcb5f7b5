import type { TrainingStatus } from "@/lib/trainings/status";

/** An enrolment as the learner's pages receive it (the shape of GET /api/enrollment/getAllEnrollmentsByUserId). */
export interface EnrolmentItem {
  _id: string;
  isActive: boolean;
  isLive: boolean;
  join: { isOpen: boolean; opensAt?: string; closesAt?: string };
  trainingId: {
    _id: string;
    tcStatus: TrainingStatus;
    courseId: { _id: string; courseTitle: string; courseSlug: string; courseImage: string[] };
    startDate: string;
    endDate: string;
    startTime: string;
    endTime: string;
    timeZone: string;
    meetingLink?: string;
  };
  myReview: { rating: number; review: string } | null;
}

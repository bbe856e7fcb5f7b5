import type { CourseView } from "../courses/types";
import type { TrainingStatus } from "./status";

/** A training (batch) as the public API and pages show it: never with its meeting link. */
export interface PublicTrainingView {
  _id: string;
  tcStatus: TrainingStatus;
  courseId: CourseView;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  timeZone: string;
}

/** A learner's own enrolment: the training with its meeting link only while the enrolment is active. */
export interface MyEnrolmentView {
  _id: string;
  isActive: boolean;
  /** Ongoing and active: the LIVE badge. */
  isLive: boolean;
  /** Server-computed: open from 15 minutes before a session until it ends (only for active enrolments). */
  join: { isOpen: boolean; opensAt?: string; closesAt?: string };
  trainingId: PublicTrainingView & { meetingLink?: string };
  myReview: { rating: number; review: string } | null;
}

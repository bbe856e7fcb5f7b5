import type { TrainingStatus } from "../schedule/status";
import type { JoinWindow } from "../schedule/sessions";
import type { Training, TrainingSchedule } from "../trainings/types";

/** A learner's own enrolment: the training, with its meeting link only while the enrolment is active. */
export interface MyEnrolment {
  id: string;
  isActive: boolean;
  /** Ongoing and active: the LIVE badge. */
  isLive: boolean;
  /** Open from 15 minutes before a session until it ends (active enrolments with a meeting link only). */
  join: JoinWindow;
  training: Training & { meetingLink?: string };
  /** The learner's review of the training's course, if any. */
  myReview: { rating: number; text: string } | null;
}

/** An enrolment as staff see it: the learner and the training. */
export interface StaffEnrolment {
  id: string;
  isActive: boolean;
  /** Staff's decision for a booking's enrolment, kept through payments, refunds, edits and assignments. */
  accessOverride: { isActive: boolean; reason: string | null } | null;
  createdAt: Date;
  updatedAt: Date;
  learner: { id: string; name: string; email: string; isActivated: boolean };
  training: TrainingSchedule & { id: string; status: TrainingStatus; course: { id: string; title: string } };
}

export interface StaffEnrolmentFilter {
  id?: string;
  trainingId?: string;
  learnerId?: string;
  /** Exact address, any case. */
  learnerEmail?: string;
}

/** What enrolling a list of addresses did with each. */
export interface EnrolReport {
  /** New enrolments. */
  enrolled: StaffEnrolment[];
  /** Addresses already enrolled in this training (left as they were). */
  alreadyEnrolled: string[];
  /** Addresses no account uses: the learner must register first. */
  noAccount: string[];
  /** Text that is not an email address. */
  invalid: string[];
}

import type { Course } from "../courses/types";
import type { TrainingStatus } from "./status";

/** When a training (batch) runs: dates and daily times in its own IANA zone. */
export interface TrainingSchedule {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  timeZone: string;
}

/** A training as the public sees it: never with its meeting link. */
export interface Training extends TrainingSchedule {
  id: string;
  course: Course;
  /** Follows the schedule in the training's zone, or Cancelled. */
  status: TrainingStatus;
}

/** A training as staff see it: its meeting link, the cancellation and its enrolments. */
export interface StaffTraining extends TrainingSchedule {
  id: string;
  course: { id: string; title: string; slug: string };
  status: TrainingStatus;
  isCancelled: boolean;
  meetingLink: string;
  enrolmentCount: number;
  activeEnrolmentCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface StaffTrainingFilter {
  id?: string;
  courseId?: string;
  status?: TrainingStatus;
  /** Trainings that end on or after this date. */
  endsFrom?: string;
  /** Trainings that start on or before this date. */
  startsUntil?: string;
}

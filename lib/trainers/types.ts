import type { Money } from "../money";

export interface TimeOff {
  id: string;
  /** Inclusive, in the trainer's zone. */
  from: string;
  to: string;
  reason: string;
}

/** A trainer as staff see them (billing-and-delivery.md §8). */
export interface TrainerView {
  id: string;
  userId: string;
  name: string;
  email: string;
  phone: string;
  skills: string[];
  timeZone: string;
  /** null: not agreed. */
  hourlyRate: Money | null;
  active: boolean;
  timeOff: TimeOff[];
  createdAt: Date;
}

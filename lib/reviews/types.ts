/** A learner's review of a course, as the public sees it: the author's name is always the account's. */
export interface Review {
  id: string;
  courseId: string;
  courseTitle: string;
  authorName: string;
  /** Half stars from 0.5 to 5. */
  rating: number;
  text: string;
  createdAt: Date;
}

/** A review as staff see it: its author's account and whether it is shown. */
export interface StaffReview extends Review {
  authorId: string;
  authorEmail: string;
  isVisible: boolean;
  updatedAt: Date;
}

export interface StaffReviewFilter {
  id?: string;
  courseId?: string;
  visible?: boolean;
  q?: string;
  /** At most this many, the newest. */
  limit?: number;
  /** Rows to skip first (paging). */
  offset?: number;
}

// Which batch a booking or quote made from an enquiry starts on (app/admin/bookings/new, app/admin/quotes/new).

/** A batch on offer, as far as the choice needs it. */
export interface BatchChoice {
  id: string;
  startDate: string;
  course: { id: string; title: string };
}

/**
 * The enquiry's course's earliest batch among `batches` (the open ones the form offers), or undefined. The course is
 * the one the enquiry stored; an enquiry stored before the id was kept is matched by its title (any case).
 */
export function likelyBatch(batches: readonly BatchChoice[], enquiry: { courseId: string | null; courseTitle?: string }): string | undefined {
  const title = enquiry.courseTitle?.toLowerCase();
  const ofCourse = enquiry.courseId
    ? batches.filter((b) => b.course.id === enquiry.courseId)
    : title
      ? batches.filter((b) => b.course.title.toLowerCase() === title)
      : [];
  return [...ofCourse].sort((a, b) => a.startDate.localeCompare(b.startDate))[0]?.id;
}

import "server-only";
import { likelyBatch } from "../enquiries/likely-batch";
import { getStaffEnquiry } from "../enquiries/staff";
import type { EnquiryWithTimeline } from "../enquiries/types";
import { formatTrainingDate } from "../format";
import { openStaffTrainings } from "../trainings/choices";
import type { OpenTraining } from "../trainings/types";
import type { SalePrefill } from "../validation/sales";

/**
 * Where a new booking or quote starts: the open batches to offer (with `include` among them when it is one) and, from
 * an enquiry, its buyer and its course's likely batch. An unknown or malformed enquiry id starts a blank one.
 */
export async function saleStart({ enquiryId, include }: { enquiryId?: string; include?: string }): Promise<{
  enquiry: EnquiryWithTimeline | undefined;
  trainings: OpenTraining[];
  prefill: SalePrefill;
}> {
  const enquiry = enquiryId && /^[A-Za-z0-9]+$/.test(enquiryId) ? await getStaffEnquiry(enquiryId).catch(() => undefined) : undefined;
  const trainings = await openStaffTrainings({ include, courseTitle: enquiry?.courseTitle });
  const chosen = include && trainings.some((t) => t.id === include) ? include : undefined;
  if (!enquiry) return { enquiry, trainings, prefill: { trainingId: chosen } };
  const prefill = {
    enquiryId: enquiry.id,
    buyerName: enquiry.name,
    buyerEmail: enquiry.email,
    buyerPhone: enquiry.phone,
    // The enquiry's course: its next batch is the likely one.
    trainingId: chosen ?? likelyBatch(trainings, enquiry),
  };
  return { enquiry, trainings, prefill };
}

/** A batch as the booking and quote forms offer it: course, dates and the seats left. */
export function batchChoiceLabel(t: OpenTraining): string {
  const left = t.seats.left === null ? "" : ` · ${t.seats.left} seat${t.seats.left === 1 ? "" : "s"} left`;
  return `${t.course.title} · ${formatTrainingDate(t.startDate)} – ${formatTrainingDate(t.endDate)}${left}`;
}

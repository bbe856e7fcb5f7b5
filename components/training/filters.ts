// The training tabs' filters, for the browser: apart from format.ts, whose date, clock and price code (and the
// process-wide clock it brings) would otherwise ride along into every page with a training slider.
import type { TrainingStatus } from "@/lib/schedule/status";
import type { TrainingCardData } from "./format";

export const trainingFilters = [
  { id: "all", label: "All" },
  { id: "Ongoing", label: "On-going" },
  { id: "Upcoming", label: "Upcoming" },
] as const;
export type TrainingFilter = (typeof trainingFilters)[number]["id"];

const statusOrder: Record<TrainingStatus, number> = { Ongoing: 0, Upcoming: 1, Completed: 2, Cancelled: 3 };

/** The trainings of a tab: All lists on-going first, then upcoming, then the rest. */
export function filterTrainings(trainings: readonly TrainingCardData[], filter: TrainingFilter): TrainingCardData[] {
  if (filter !== "all") return trainings.filter((t) => t.status === filter);
  return [...trainings].sort((a, b) => statusOrder[a.status] - statusOrder[b.status]);
}

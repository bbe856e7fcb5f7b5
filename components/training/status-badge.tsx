import { cn } from "@/components/ui/cn";
import { Pill } from "@/components/ui/pill";
import type { TrainingStatus } from "@/lib/schedule/status";

// The spec's badge colours (§4): Upcoming orange, Ongoing blue, Completed green, Cancelled red (AA contrast).
const styles: Record<TrainingStatus, string> = {
  Upcoming: "bg-orange-100 text-orange-800 ring-orange-300",
  Ongoing: "bg-blue-100 text-blue-800 ring-blue-300",
  Completed: "bg-green-100 text-green-800 ring-green-300",
  Cancelled: "bg-red-100 text-red-800 ring-red-300",
};

/** The coloured badge of a training's status. */
export function StatusBadge({ status, className }: { status: TrainingStatus; className?: string }) {
  return (
    <Pill data-status={status} tone={styles[status]} className={cn("gap-1.5", className)}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {status === "Ongoing" ? "On-going" : status}
    </Pill>
  );
}

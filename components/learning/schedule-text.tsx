"use client";
import { formatTrainingDate, formatTrainingTime, timeZoneLabel } from "@/lib/format";
import { daysLabel } from "@/lib/schedule/sessions";
import { useViewerTimeZone } from "./use-viewer-time-zone";
import type { EnrolmentItem } from "./types";

/** "7:00 PM – 9:00 PM" ("Sat & Sun, 7:00 PM – 9:00 PM" for a batch that skips weekdays), with the zone named when it isn't the learner's own. */
export function SessionTimes({ training }: { training: EnrolmentItem["training"] }) {
  const viewerZone = useViewerTimeZone();
  const days = daysLabel(training.days);
  const times = `${days === "Every day" ? "" : `${days}, `}${formatTrainingTime(training.startTime)} – ${formatTrainingTime(training.endTime)}`;
  const showZone = viewerZone !== training.timeZone;
  return (
    <span>
      {times}
      {showZone && (
        <span className="text-slate-600" title={training.timeZone}>
          {" "}
          ({timeZoneLabel(training.timeZone, training.startDate)})
        </span>
      )}
    </span>
  );
}

export function SessionDates({ training }: { training: EnrolmentItem["training"] }) {
  return (
    <span>
      {formatTrainingDate(training.startDate)} – {formatTrainingDate(training.endDate)}
    </span>
  );
}

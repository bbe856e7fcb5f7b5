import { IntentLink } from "@/components/ui/intent-link";
import type { ReactNode } from "react";
import { imageSrc } from "@/lib/images/image-path";
import type { TrainingCardData } from "./format";
import { StatusBadge } from "./status-badge";

/** A training (batch) card: course, dates, days and times, seats left or Full, and its status when `showStatus` is on. */
export function TrainingCard({ training, showStatus = true }: { training: TrainingCardData; showStatus?: boolean }) {
  return (
    <article className="card">
      <div className="relative aspect-[16/8] overflow-hidden bg-brand-50">
        <img src={imageSrc(training.image, 800)} alt="" width={800} height={400} loading="lazy" decoding="async" className="size-full object-cover" />
        {showStatus && <StatusBadge status={training.status} className="absolute left-3 top-3 shadow-sm" />}
      </div>
      <div className="card-body">
        <h3 className="font-bold leading-snug text-ink">
          <IntentLink href={`/training-courses/course/${training.courseSlug}`} className="card-link">
            {training.courseTitle}
          </IntentLink>
        </h3>
        <dl className="facts mt-3 space-y-1.5 text-sm text-slate-700">
          <Fact term="Dates">{training.dates}</Fact>
          <Fact term="Time">{training.times}</Fact>
          <Fact term="Length">{training.durationHours} hours</Fact>
          {training.trainerName && <Fact term="Trainer">{training.trainerName}</Fact>}
          <Fact term="Fees">
            {training.price === null ? (
              "Fees on enquiry"
            ) : (
              <>
                <span className="font-bold text-ink">{training.price}</span>
                {training.listPrice && (
                  <>
                    {" "}
                    <s className="text-slate-500">
                      <span className="sr-only">list price </span>
                      {training.listPrice}
                    </s>
                  </>
                )}
                <span className="text-slate-600"> per seat</span>
                {training.priceUntil && <span className="block text-xs font-semibold text-emerald-800">Early bird until {training.priceUntil}</span>}
              </>
            )}
          </Fact>
          {training.seatsLeft !== null && (
            <Fact term="Seats" className={training.isFull ? "font-bold text-red-700" : undefined}>
              {training.isFull ? "Full" : `${training.seatsLeft} seat${training.seatsLeft === 1 ? "" : "s"} left`}
            </Fact>
          )}
        </dl>
      </div>
    </article>
  );
}

/** One fact of the card: its term beside its value. */
function Fact({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

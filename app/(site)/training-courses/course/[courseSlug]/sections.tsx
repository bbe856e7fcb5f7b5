import type { ReactNode } from "react";
import { ContactForm } from "@/components/contact/contact-form";
import { CourseImage } from "@/components/course/course-image";
import { RatingStars } from "@/components/course/rating-stars";
import { WaitlistForm } from "@/components/course/waitlist-form";
import { toTrainingCard } from "@/components/training/format";
import { TrainingCard } from "@/components/training/training-card";
import { buttonClasses } from "@/components/ui/button";
import type { Course } from "@/lib/courses/types";
import { siteConfig } from "@/lib/site-config";
import type { Training } from "@/lib/trainings/types";

// The course page's parts (page.tsx lays them out): the picture and facts at a glance, the batches with their
// waitlists, and the enquiry form beside them.

/** The course's picture and its facts at a glance (duration, rating, reviews, format). */
export function CourseAtAGlance({ course }: { course: Course }) {
  return (
    <>
      <div className="overflow-hidden rounded-2xl ring-1 ring-slate-200">
        <CourseImage src={course.images[0] ?? "/images/brand/og-default.svg"} priority className="aspect-video w-full object-cover" />
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <CourseFact term="Duration">{course.durationHours} hours</CourseFact>
        <CourseFact term="Rating">
          {course.rating.count > 0 ? (
            <span className="flex items-center gap-2">
              {course.rating.average.toFixed(1)} <RatingStars rating={course.rating.average} />
            </span>
          ) : (
            <span className="text-base">Not rated yet</span>
          )}
        </CourseFact>
        <CourseFact term="Reviews">{course.rating.count}</CourseFact>
        <CourseFact term="Format">Live online</CourseFact>
      </dl>
    </>
  );
}

/** The course's open batches, each full one with its waitlist form. */
export function CourseBatches({ trainings }: { trainings: Training[] }) {
  return (
    <section aria-labelledby="batches-heading">
      <h2 id="batches-heading" className="text-2xl font-extrabold text-ink">
        Upcoming and on-going batches
      </h2>
      {trainings.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-slate-600">
          No batch is scheduled right now. Send us an enquiry and we will tell you when the next one starts.
        </p>
      ) : (
        <ul className={`mt-4 grid gap-5 sm:grid-cols-2 ${trainings.some((t) => t.seats.isFull) ? "items-start" : ""}`}>
          {trainings.map((t) => (
            <li key={t.id} className={t.seats.isFull ? "space-y-3" : undefined}>
              {t.seats.isFull ? (
                // The card fills its item's height; beside the waitlist it keeps its own.
                <div>
                  <TrainingCard training={toTrainingCard(t)} />
                </div>
              ) : (
                <TrainingCard training={toTrainingCard(t)} />
              )}
              {t.seats.isFull && (
                <div className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200" aria-label={`Waitlist of the batch from ${t.startDate}`} role="group">
                  <p className="font-bold text-ink">This batch is full.</p>
                  <p className="mb-4 mt-1 text-sm text-slate-700">Join the waitlist: when a seat frees, the first person waiting gets an email.</p>
                  <WaitlistForm trainingId={t.id} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The enquiry form beside the course, and the phone number. */
export function CourseEnquiry({ course }: { course: Course }) {
  return (
    <aside aria-labelledby="enquire-heading" className="lg:sticky lg:top-24 lg:self-start">
      <div id="enquire" className="scroll-mt-24 rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-7">
        <h2 id="enquire-heading" className="text-xl font-extrabold text-ink">
          Enquire about this course
        </h2>
        <p className="mt-1 text-sm text-slate-600">Fees, batch timings and corporate options: an advisor will get back to you.</p>
        <ContactForm course={course.title} className="mt-6" />
      </div>
      <a href={`tel:${siteConfig.phoneHref.slice(4)}`} className={buttonClasses("ghost", "md", "mt-4 w-full")}>
        Or call us: {siteConfig.phone}
      </a>
    </aside>
  );
}

/** One fact of the course at a glance (duration, rating, reviews, format). */
function CourseFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <dt className="text-xs font-semibold uppercase tracking-wider text-slate-600">{term}</dt>
      <dd className="mt-1 text-lg font-bold text-ink">{children}</dd>
    </div>
  );
}

"use client";
// A client component for its payload, not for interaction: a page of 24 server-rendered cards sent each card's
// whole element tree (every class list) again in the React payload, about 2 KB a card; as a client component the
// payload carries only each course's data, and the HTML is rendered on the server all the same.
import { IntentLink } from "@/components/ui/intent-link";
import { RatingStars } from "./rating-stars";
import type { CourseCardData } from "@/lib/courses/card";
import { CourseImage } from "./course-image";

/**
 * A course card: first image, category, title (the link), short description, duration and rating. `priority`:
 * the first card of a grid, whose picture is in the first screen on a phone, loads at once instead of lazily.
 */
export function CourseCard({ course, headingLevel = "h3", priority = false }: { course: CourseCardData; headingLevel?: "h2" | "h3"; priority?: boolean }) {
  const Heading = headingLevel;
  return (
    <article className="group card hover:ring-brand-200">
      <div className="card-media">
        <CourseImage src={course.image} priority={priority} className="card-zoom" />
      </div>
      <div className="card-body">
        {course.categories.length > 0 && (
          <p className="flex flex-wrap gap-1.5">
            {course.categories.map((name) => (
              <span key={name} className="chip">
                {name}
              </span>
            ))}
          </p>
        )}
        <Heading className="card-title">
          <IntentLink href={`/training-courses/course/${course.slug}`} className="card-link">
            {course.title}
          </IntentLink>
        </Heading>
        <p className="card-text">{course.shortDescription}</p>
        <div className="card-foot">
          <span className="card-meta">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-brand-700" fill="currentColor">
              <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm.75 4a.75.75 0 0 0-1.5 0v4c0 .2.08.39.22.53l2.5 2.5a.75.75 0 1 0 1.06-1.06l-2.28-2.28V6Z" />
            </svg>
            {course.durationHours} hours
          </span>
          {course.ratingCount > 0 ? (
            <span className="inline-flex items-center gap-1.5">
              <RatingStars rating={course.rating} />
              <span className="text-slate-600">({course.ratingCount})</span>
            </span>
          ) : (
            <span className="text-xs font-semibold text-accent-700">New course</span>
          )}
        </div>
      </div>
    </article>
  );
}

/** A responsive grid of course cards, or the spec's empty state. */
export function CourseGrid({ courses, emptyText = "No courses available" }: { courses: CourseCardData[]; emptyText?: string }) {
  if (courses.length === 0) {
    return <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-10 text-center font-medium text-slate-600">{emptyText}</p>;
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCard course={course} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}

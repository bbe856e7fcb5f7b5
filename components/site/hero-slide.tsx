import { IntentLink } from "@/components/ui/intent-link";
import { CourseImage } from "@/components/course/course-image";
import { buttonClasses } from "@/components/ui/button";
import type { CourseCardData } from "@/lib/courses/card";

/** A hero slide is a course card's data. */
export type HeroCourse = CourseCardData;

/**
 * One slide of the home hero. The first is rendered by the server (hero-slider.tsx: the page's largest paint, from
 * the HTML and CSS alone), the others in the browser once the slider's code has loaded (hero-slides.tsx).
 */
export function HeroSlide({ course, priority = false }: { course: HeroCourse; priority?: boolean }) {
  return (
    // Every slide as tall as the tallest (descriptions clamped to three lines, titles sized to fit in four, the
    // height above their longest): the server sends one slide and the others join in the browser, so a taller
    // one would push the page down (layout shift). Measured at 360–1440 px on the demo catalogue: no title cut.
    <div className="grid min-h-[37rem] items-center gap-8 pb-20 pt-10 md:min-h-[39rem] md:grid-cols-[1.1fr_1fr] md:pb-16 lg:min-h-[33rem]">
      <div>
        <p className="flex flex-wrap gap-2">
          {course.categories.map((name) => (
            <span key={name} className="rounded-full bg-accent-400 px-3 py-1 text-xs font-bold text-ink">
              {name}
            </span>
          ))}
          <span className="rounded-full bg-white/15 px-3 py-1 text-xs font-semibold text-white ring-1 ring-white/30">
            {course.durationHours} hours · Live online
          </span>
        </p>
        <h2 className="mt-5 line-clamp-4 text-3xl font-extrabold leading-tight tracking-tight text-white sm:text-4xl xl:text-5xl">{course.title}</h2>
        <p className="mt-5 line-clamp-3 max-w-xl text-lg leading-8 text-brand-100">{course.shortDescription}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <IntentLink href={`/training-courses/course/${course.slug}`} className={buttonClasses("secondary", "lg")}>
            View course<span className="sr-only">: {course.title}</span>
          </IntentLink>
          <IntentLink href="/contact" className={buttonClasses("light", "lg")}>
            Talk to an advisor
          </IntentLink>
        </div>
      </div>
      <div className="hidden md:block">
        <CourseImage
          src={course.image}
          priority={priority}
          className="aspect-video w-full rounded-2xl object-cover shadow-2xl shadow-black/40 ring-1 ring-white/20"
        />
      </div>
    </div>
  );
}

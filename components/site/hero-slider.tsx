"use client";
import Link from "next/link";
import { api } from "@/components/api/client";
import { buttonClasses } from "@/components/ui/button";
import type { CourseCardData } from "@/lib/courses/card";
import { Slider } from "@/components/ui/slider";
import { useFullList } from "@/components/ui/use-full-list";
import { shuffle } from "@/lib/shuffle";
import { CourseImage } from "@/components/course/course-image";

/** A hero slide is a course card's data. */
export type HeroCourse = CourseCardData;

/** The spec's hero rotation: one course every 5 s (the server picks up to 15 at random, the browser orders them). */
const HERO_INTERVAL_MS = 5000;

const loadFeatured = () => api.get("/api/course/featured");
/**
 * The slide on screen stays (the server's random pick): replacing it after the page appears swapped the title
 * under the reader's eyes and made the new one the page's largest paint, after the scripts (LCP 2.7 s). The
 * others follow in an order random per visit, decided in the browser: the page's HTML is the same for everybody.
 */
const keepFirstShuffleRest = (first: HeroCourse[], fetched: HeroCourse[]) => {
  const shown = new Set(first.map((c) => c.id));
  return [...first, ...shuffle(fetched.filter((c) => !shown.has(c.id)))].slice(0, Math.max(fetched.length, first.length));
};

/** The hero: the page brings its first slide (`first`), the rest of the pick is fetched once the page runs. */
export function HeroSlider({ first }: { first: HeroCourse }) {
  const { items: courses } = useFullList([first], loadFeatured, keepFirstShuffleRest);
  return (
    <Slider label="Featured courses" intervalMs={HERO_INTERVAL_MS} loopOver={1} controls="overlay" tone="dark" slideClassName="basis-full" serverSlides={1}>
      {courses.map((course, index) => (
        // Every slide as tall as the tallest (descriptions clamped to three lines, titles sized to fit in four, the
        // height above their longest): the server sends one slide and the others join in the browser, so a taller
        // one would push the page down (layout shift). Measured at 360–1440 px on the demo catalogue: no title cut.
        <div key={course.id} className="grid min-h-[37rem] items-center gap-8 pb-20 pt-10 md:min-h-[39rem] md:grid-cols-[1.1fr_1fr] md:pb-16 lg:min-h-[33rem]">
          <div>
            <p className="flex flex-wrap gap-2">
              {course.categories.map((name) => (
                <span key={name} className="rounded-full bg-accent-400 px-3 py-1 text-xs font-bold text-ink">
                  {name}
                </span>
              ))}
              <span className="rounded-full bg-white/15 px-3 py-1 text-xs font-semibold text-white ring-1 ring-white/30">{course.durationHours} hours · Live online</span>
            </p>
            <h2 className="mt-5 line-clamp-4 text-3xl font-extrabold leading-tight tracking-tight text-white sm:text-4xl xl:text-5xl">{course.title}</h2>
            <p className="mt-5 line-clamp-3 max-w-xl text-lg leading-8 text-brand-100">{course.shortDescription}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link href={`/training-courses/course/${course.slug}`} className={buttonClasses("secondary", "lg")}>
                View course<span className="sr-only">: {course.title}</span>
              </Link>
              <Link href="/contact" className={buttonClasses("light", "lg")}>
                Talk to an advisor
              </Link>
            </div>
          </div>
          <div className="hidden md:block">
            <CourseImage
              src={course.image}
              priority={index === 0}
              className="aspect-video w-full rounded-2xl object-cover shadow-2xl shadow-black/40 ring-1 ring-white/20"
            />
          </div>
        </div>
      ))}
    </Slider>
  );
}

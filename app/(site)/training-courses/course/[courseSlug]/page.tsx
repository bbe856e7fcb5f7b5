import { pageMetadata } from "@/components/site/metadata";
import type { Metadata } from "next";
import { notFound, permanentRedirect, redirect } from "next/navigation";
import { connection } from "next/server";
import { CourseOutline } from "@/components/course/course-outline";
import { CourseOverview } from "@/components/course/course-overview";
import { truncateText } from "@/components/course/truncate";
import { CourseReviews, type CourseReviewItem } from "@/components/course/course-reviews";
import { JsonLd } from "@/components/site/json-ld";
import { PageBanner } from "@/components/site/section";
import { plainTextOf } from "@/lib/content/sanitize";
import { getCourse } from "@/lib/courses/reads";
import type { Course } from "@/lib/courses/types";
import { categorySlug, courseIdFromSlug } from "@/lib/courses/slug";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { siteConfig } from "@/lib/site-config";
import { CourseAtAGlance, CourseBatches, CourseEnquiry } from "./sections";
import { listVisibleReviewsOfCourse } from "@/lib/reviews/reads";
import { listOpenTrainingsOfCourse } from "@/lib/trainings/reads";
import { sessionsOf, type Session } from "@/lib/schedule/sessions";
import { now } from "@/lib/clock";
import { courseOffers } from "@/lib/pricing/offers";
import type { Training } from "@/lib/trainings/types";

type Props = { params: Promise<{ courseSlug: string }> };

/** The spec's 'Failed to fetch course data' screen. */
const FAILED_LOAD = "/something-wrong?reason=course";

async function loadCourse(slug: string): Promise<{ course?: Course; failed: boolean }> {
  try {
    return { course: await getCourse(courseIdFromSlug(slug)), failed: false };
  } catch (err) {
    log.error("course page: course could not be loaded", { err, slug });
    return { failed: true };
  }
}

/** Block elements end in a space, so "<p>a</p><p>b</p>" reads "a b" in plain text. */
const overviewText = (html: string) => plainTextOf(html.replace(/<\/(p|li|h[1-6]|blockquote|pre)>/gi, "</$1> ").replace(/<br\s*\/?>/gi, " "));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { courseSlug } = await params;
  const { course } = await loadCourse(courseSlug);
  if (!course) return { title: "Course", robots: { index: false } };
  const url = `/training-courses/course/${course.slug}`;
  // The link preview: this course's own PNG (./preview.png/route.tsx).
  return pageMetadata(url, course.title, course.summary, { url: `${url}/preview.png`, width: 1200, height: 630, alt: course.title });
}

function courseJsonLd(course: Course, trainings: Training[], appUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: course.summary,
    url: `${appUrl}/training-courses/course/${course.slug}`,
    image: course.images.map((src) => (src.startsWith("/") ? `${appUrl}${src}` : src)),
    provider: { "@type": "EducationalOrganization", "@id": `${appUrl}/#organization`, name: siteConfig.name, sameAs: `${appUrl}/` },
    timeRequired: `PT${course.durationHours}H`,
    about: course.categories.map((c) => c.name),
    inLanguage: "en",
    ...(course.rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: course.rating.average,
            ratingCount: course.rating.count,
            bestRating: 5,
            worstRating: 0.5,
          },
        }
      : {}),
    // Google's course info: an offer per upcoming priced batch (billing-and-delivery.md §2), else one priced by enquiry.
    offers: courseOffers(trainings, `${appUrl}/training-courses/course/${course.slug}`, now()),
    hasCourseInstance: trainings.length
      ? trainings.map((t) => {
          const sessions = sessionsOf(t);
          return {
            "@type": "CourseInstance",
            name: `${course.title} (${t.startDate})`,
            courseMode: "Online",
            location: { "@type": "VirtualLocation", url: `${appUrl}/training-courses/course/${course.slug}` },
            startDate: t.startDate,
            endDate: t.endDate,
            courseWorkload: `PT${course.durationHours}H`,
            courseSchedule: {
              "@type": "Schedule",
              startDate: t.startDate,
              endDate: t.endDate,
              startTime: t.startTime,
              endTime: t.endTime,
              scheduleTimezone: t.timeZone,
              repeatFrequency: t.days.length === 7 ? "Daily" : "Weekly",
              ...(t.days.length < 7 ? { byDay: t.days.map((d) => `https://schema.org/${schemaDay[d]}`) } : {}),
              ...(t.skipDates.length ? { exceptDate: t.skipDates } : {}),
              repeatCount: sessions.length,
              duration: sessionDuration(sessions),
            },
            eventStatus: "https://schema.org/EventScheduled",
          };
        })
      : // No batch scheduled yet: the course is still offered, live and online, by enquiry.
        [{ "@type": "CourseInstance", courseMode: "Online", courseWorkload: `PT${course.durationHours}H` }],
  };
}

const schemaDay = { Mon: "Monday", Tue: "Tuesday", Wed: "Wednesday", Thu: "Thursday", Fri: "Friday", Sat: "Saturday", Sun: "Sunday" } as const;

/** One session's length as an ISO 8601 duration ("PT2H", "PT1H30M"). */
function sessionDuration(sessions: readonly Session[]): string | undefined {
  const first = sessions[0];
  if (!first) return undefined;
  const minutes = Math.round((first.endsAt.getTime() - first.startsAt.getTime()) / 60_000);
  return `PT${Math.floor(minutes / 60) ? `${Math.floor(minutes / 60)}H` : ""}${minutes % 60 ? `${minutes % 60}M` : ""}`;
}

export default async function CoursePage({ params }: Props) {
  await connection();
  const { courseSlug } = await params;
  const { course, failed } = await loadCourse(courseSlug);
  if (failed) redirect(FAILED_LOAD);
  if (!course) notFound();
  // Any words before the id still find the course; the canonical address carries the current title.
  if (course.slug !== courseSlug) permanentRedirect(`/training-courses/course/${course.slug}`);

  let trainings: Training[] = [];
  try {
    trainings = await listOpenTrainingsOfCourse(course.id);
  } catch (err) {
    log.warn("course page: trainings unavailable", { err });
  }
  let reviews: CourseReviewItem[] = [];
  try {
    reviews = await listVisibleReviewsOfCourse(course.id);
  } catch (err) {
    log.warn("course page: reviews unavailable", { err });
  }

  return (
    <main id="main">
      <JsonLd data={courseJsonLd(course, trainings, env().APP_URL)} />
      <PageBanner
        title={course.title}
        text={course.summary}
        crumbs={[
          { href: "/training-courses", label: "Courses" },
          ...(course.categories[0]
            ? [{ href: `/training-courses/category/${categorySlug(course.categories[0].name)}`, label: course.categories[0].name }]
            : []),
          { label: course.title },
        ]}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:px-8">
        <div className="min-w-0 space-y-12">
          <CourseAtAGlance course={course} />

          <section aria-labelledby="overview-heading">
            <h2 id="overview-heading" className="text-2xl font-extrabold text-ink">
              Overview
            </h2>
            <div className="mt-4">
              <CourseOverview html={course.overviewHtml} short={truncateText(overviewText(course.overviewHtml))} />
            </div>
          </section>

          <section aria-labelledby="outline-heading">
            <h2 id="outline-heading" className="text-2xl font-extrabold text-ink">
              Course content
            </h2>
            <div className="mt-4">
              <CourseOutline outline={course.outline} />
            </div>
          </section>

          <section aria-labelledby="reviews-heading">
            <h2 id="reviews-heading" className="text-2xl font-extrabold text-ink">
              What learners say
            </h2>
            <CourseReviews reviews={reviews} />
          </section>

          <CourseBatches trainings={trainings} />
        </div>

        <CourseEnquiry course={course} />
      </div>
    </main>
  );
}

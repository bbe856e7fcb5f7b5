import type { Metadata } from "next";
import { connection } from "next/server";
import { CategoryTabs } from "@/components/course/category-tabs";
import { truncateText } from "@/components/course/truncate";
import { toCourseCard } from "@/lib/courses/card";
import { AboutSection } from "@/components/site/about-section";
import { FIRST_SCREEN } from "@/components/ui/first-screen";
import { categoryTabsOf, featuredCourses, firstScreenOfShowcase, latestReviews } from "@/components/site/catalogue-view";
import { ClientStrip } from "@/components/site/client-strip";
import { CtaBand } from "@/components/site/cta-band";
import { HeroSlide } from "@/components/site/hero-slide";
import { HeroSlider } from "@/components/site/hero-slider";
import { ReviewSlider } from "@/components/site/review-slider";
import { Section } from "@/components/site/section";
import { WhyTrustUs } from "@/components/site/why-trust-us";
import { TrainingTabs } from "@/components/training/training-tabs";
import { ButtonLink } from "@/components/ui/button";
import { listClients } from "@/lib/clients/reads";
import { leadingCategories } from "@/lib/courses/reads";
import { toReviewCard } from "@/lib/reviews/card";
import { siteConfig } from "@/lib/site-config";
import { showcaseTrainings } from "@/lib/trainings/reads";

export const metadata: Metadata = {
  title: { absolute: siteConfig.title },
  description: siteConfig.description,
  alternates: { canonical: "/" },
};

/** The card shows six lines of a review at most: the page brings no more than that of the text, however long it is. */
const REVIEW_TEXT_LIMIT = 300;
const reviewCardOfPage = (review: Parameters<typeof toReviewCard>[0]) => {
  const card = toReviewCard(review);
  return { ...card, review: truncateText(card.review, REVIEW_TEXT_LIMIT).text };
};

export default async function HomePage() {
  await connection();
  const [heroCourses, categories, trainings, clients, reviews] = await Promise.all([
    featuredCourses(),
    leadingCategories(),
    showcaseTrainings(),
    listClients(),
    latestReviews(),
  ]);
  // Each slider's first screen comes with the page; the browser fetches the rest (cached public calls).
  const hero = heroCourses[0];
  const categoryTabs = await categoryTabsOf(categories);

  return (
    <main id="main">
      <section aria-labelledby="home-heading" className="on-dark relative overflow-hidden bg-gradient-to-br from-ink via-brand-900 to-brand-700">
        <div aria-hidden="true" className="bg-hero-pattern absolute inset-0 opacity-30" />
        <div className="relative mx-auto max-w-7xl px-4 pt-10 sm:px-6 lg:px-8">
          <h1
            id="home-heading"
            className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-accent-300 ring-1 ring-white/20"
          >
            Cloud, DevOps, AI/ML &amp; Cybersecurity courses
          </h1>
          {hero ? (
            <HeroSlider firstId={hero.id}>
              <HeroSlide course={toCourseCard(hero)} priority />
            </HeroSlider>
          ) : (
            <p className="py-24 text-2xl font-bold text-white">No courses available</p>
          )}
        </div>
      </section>

      <AboutSection />

      <Section
        id="categories"
        eyebrow="Explore"
        title="Courses by category"
        intro="From your first Linux command to production machine learning: pick a track and see its courses."
        tone="tint"
        action={
          <ButtonLink href="/training-courses" variant="outline">
            Show All Courses
          </ButtonLink>
        }
      >
        <CategoryTabs categories={categoryTabs} />
      </Section>

      <WhyTrustUs />

      <Section id="trainings" eyebrow="Live batches" title="Trainings" intro="Join an on-going batch or reserve a seat in an upcoming one.">
        <TrainingTabs trainings={firstScreenOfShowcase(trainings)} rest="showcase" label="Trainings" />
      </Section>

      <ClientStrip clients={clients} />

      {reviews.length > 0 && (
        <Section id="reviews" eyebrow="Reviews" title="What our learners say">
          <ReviewSlider first={reviews.slice(0, FIRST_SCREEN).map(reviewCardOfPage)} />
        </Section>
      )}

      <CtaBand />
    </main>
  );
}

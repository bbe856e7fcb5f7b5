import { ButtonLink } from "@/components/ui/button";
import { imageLoading } from "@/components/ui/image-loading";
import { siteConfig } from "@/lib/site-config";
import { imageSrc } from "@/lib/images/image-path";

const points = [
  "Live instructor-led batches on weekdays and weekends",
  "Labs on real AWS, Azure, GCP and Kubernetes environments",
  "Corporate programmes designed around your team's stack",
  "Certification guidance and career support after the course",
];

/**
 * About the company, with the woman-and-shadow illustration; `headingLevel` 1 on the About page. `first`: the
 * section comes first under the page banner, so its illustration is in the first screen (the largest paint) and loads first; elsewhere it waits until
 * it is scrolled near.
 */
export function AboutSection({ headingLevel = 2, showLink = true, first = false }: { headingLevel?: 1 | 2; showLink?: boolean; first?: boolean }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section aria-labelledby="about-heading" className="overflow-hidden py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="relative mx-auto w-full max-w-md">
          <div aria-hidden="true" className="absolute -inset-4 -z-10 rotate-3 rounded-[2rem] bg-gradient-to-br from-brand-100 to-accent-100" />
          <img
            src={imageSrc("/images/illustrations/woman-and-shadow.svg", 800)}
            alt="A learner at work, her shadow cast as an engineer"
            width={480}
            height={480}
            {...imageLoading(first)}
            className="h-auto w-full"
          />
        </div>
        <div>
          <p className="text-sm font-bold uppercase tracking-wider text-brand-700">About {siteConfig.name}</p>
          <Heading id="about-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            Training and consulting for the teams that run modern infrastructure
          </Heading>
          <p className="mt-5 text-lg leading-8 text-slate-600">
            Since {siteConfig.foundedYear}, {siteConfig.name} has trained engineers, analysts and career changers in cloud, DevOps, cybersecurity, data
            engineering, automation and AI/ML. We also help companies plan and deliver upskilling for whole teams.
          </p>
          <p className="mt-4 leading-7 text-slate-600">
            Our courses are built and taught by working engineers. Learners come for a certification and leave with a portfolio of projects, the habits of a
            professional and a network of mentors they can call on.
          </p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-2 text-sm font-medium text-slate-700">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-brand-700" fill="currentColor">
                  <path d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4Z" />
                </svg>
                {point}
              </li>
            ))}
          </ul>
          {showLink && (
            <ButtonLink href="/about-us" variant="outline" className="mt-8">
              More about us
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}

import { ButtonLink } from "@/components/ui/button";

/** The closing call to action: talk to an advisor or browse the courses. */
export function CtaBand() {
  return (
    <section aria-labelledby="cta-heading" className="px-4 py-16 sm:px-6 lg:px-8">
      <div className="on-dark mx-auto flex max-w-7xl flex-col items-start gap-6 rounded-3xl bg-gradient-to-r from-brand-800 to-brand-600 px-8 py-12 shadow-xl sm:px-12 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="cta-heading" className="text-3xl font-extrabold tracking-tight text-white">
            Not sure which course fits you?
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">
            Tell us about your background and goals. An advisor will call you back within one working day.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href="/contact" variant="secondary" size="lg">
            Talk to an advisor
          </ButtonLink>
          <ButtonLink href="/training-courses" variant="light" size="lg">
            Browse courses
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

import { imageSrc } from "@/lib/images/image-path";
import { siteConfig } from "@/lib/site-config";

/** The auth screens: the form card beside a brand panel (the panel drops away on small screens). */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="relative flex-1 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1fr_28rem] lg:items-center lg:px-8 lg:py-20">
        <section aria-hidden="true" className="hidden rounded-3xl bg-ink p-10 text-white lg:block">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-300">{siteConfig.name}</p>
          <p className="mt-4 text-3xl font-bold leading-tight">Hands-on, job-focused training in cloud, DevOps, security and AI.</p>
          <ul className="mt-8 space-y-4 text-[15px] text-slate-300">
            {["Your live trainings, meeting links and timings in one place", "Reviews for the courses you take", "Your profile and password, safely yours"].map(
              (line) => (
                <li key={line} className="flex gap-3">
                  <span className="mt-1 grid size-5 shrink-0 place-items-center rounded-full bg-brand-600 text-xs font-bold">✓</span>
                  {line}
                </li>
              ),
            )}
          </ul>
          <img src={imageSrc("/images/illustrations/woman-and-shadow.svg", 800)} alt="" width={360} height={240} className="mt-10 h-56 w-auto opacity-90" />
        </section>
        <div className="flex justify-center">{children}</div>
      </div>
    </main>
  );
}

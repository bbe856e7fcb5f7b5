import { IntentLink } from "@/components/ui/intent-link";
import { connection } from "next/server";
import { leadingCategories, pageOfCourses } from "@/lib/courses/reads";
import { log } from "@/lib/log";
import { CoursesDropdown, MobileCourses, MobileMenuButton, MobileMenuPanel, NavLink } from "./nav-menus";
import { links, type NavCategory, type NavCourse } from "./nav-links";
import { NavSession } from "./nav-session";
import { imageSrc } from "@/lib/images/image-path";

/** The spec's navbar dropdown lists 6 courses. */
export const NAV_COURSE_COUNT = 6;
const MOBILE_MENU_ID = "mobile-menu";

/**
 * The navigation bar: links, the Courses dropdown (hover and focus), Login or the profile menu, the mobile menu.
 * Server HTML with the catalogue read here: nothing in it depends on the visitor, so public pages are
 * the same bytes for everyone (the page cache). Small islands open the menus (nav-menus.tsx) and show who is
 * signed in, which is the browser's business (nav-session.tsx).
 */
export async function SiteHeader() {
  // Outside the try blocks: during a build this stops prerendering, and must not be caught.
  await connection();
  let categories: NavCategory[] = [];
  let courses: NavCourse[] = [];
  try {
    const [categoryList, newest] = await Promise.all([leadingCategories(), pageOfCourses({ pageSize: NAV_COURSE_COUNT })]);
    categories = categoryList.map((c) => ({ name: c.name, slug: c.slug }));
    courses = newest.courses.map((c) => ({ title: c.title, slug: c.slug, image: c.images[0] ?? "" }));
  } catch (err) {
    // The page below reports its own failure; the header still renders its links.
    log.warn("navigation catalogue unavailable", { err });
  }

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg"
      >
        Skip to content
      </a>
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <IntentLink href="/" className="flex shrink-0 items-center" aria-label="Stackwise Academy, home">
          <img src={imageSrc("/images/brand/logo.svg", 480)} alt="" width={167} height={40} className="h-10 w-auto" />
        </IntentLink>

        <ul className="hidden items-center gap-1 nav:flex">
          {links.map((link) =>
            "dropdown" in link ? (
              <CoursesDropdown key={link.href} href={link.href} label={link.label} categories={categories} courses={courses} />
            ) : (
              <li key={link.href}>
                <NavLink href={link.href} className="nav-link">
                  {link.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>

        <div className="hidden items-center gap-3 nav:flex">
          <NavSession variant="desktop" />
        </div>

        <MobileMenuButton controls={MOBILE_MENU_ID} />
      </nav>

      <MobileMenuPanel id={MOBILE_MENU_ID}>
        <ul className="space-y-1">
          {links.map((link) =>
            "dropdown" in link ? (
              <MobileCourses key={link.href} href={link.href} label={link.label} categories={categories} courses={courses} />
            ) : (
              <li key={link.href}>
                <NavLink href={link.href} className="nav-link-mobile">
                  {link.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
        <div className="mt-4 border-t border-slate-200 pt-4">
          <NavSession variant="mobile" />
        </div>
      </MobileMenuPanel>
    </header>
  );
}

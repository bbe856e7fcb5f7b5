import { connection } from "next/server";
import { leadingCategories, pageOfCourses } from "@/lib/courses/reads";
import { log } from "@/lib/log";
import { NavBar, type NavCourse, type NavCategory } from "./nav-bar";

/** The spec's navbar dropdown lists 6 courses. */
export const NAV_COURSE_COUNT = 6;

/**
 * The navigation with the catalogue read on the server. Nothing in it depends on the visitor, so public pages
 * are the same bytes for everyone (the page cache); who is signed in is the browser's business (NavBar).
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
  return <NavBar categories={categories} courses={courses} />;
}

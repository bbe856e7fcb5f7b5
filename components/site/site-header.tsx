import { connection } from "next/server";
import { getCurrentUser } from "@/lib/auth/current-user";
import { listCategories, pageOfCourses } from "@/lib/courses/reads";
import { log } from "@/lib/log";
import { NavBar, type NavCourse, type NavCategory } from "./nav-bar";

/** The spec's navbar dropdown lists 6 courses. */
export const NAV_COURSE_COUNT = 6;

/** Reads the signed-in user and the catalogue on the server, so the right button shows without a flash. */
export async function SiteHeader() {
  // Outside the try blocks: during a build this stops prerendering, and must not be caught.
  await connection();
  let categories: NavCategory[] = [];
  let courses: NavCourse[] = [];
  try {
    const [categoryList, newest] = await Promise.all([listCategories(), pageOfCourses({ pageSize: NAV_COURSE_COUNT })]);
    categories = categoryList.map((c) => ({ name: c.name, slug: c.slug }));
    courses = newest.courses.map((c) => ({ title: c.title, slug: c.slug, image: c.images[0] ?? "" }));
  } catch (err) {
    // The page below reports its own failure; the header still renders its links.
    log.warn("navigation catalogue unavailable", { err });
  }
  let user: { name: string } | undefined;
  try {
    const found = await getCurrentUser();
    user = found && { name: found.name };
  } catch (err) {
    log.warn("session check failed in the header", { err });
  }
  return <NavBar user={user ?? null} categories={categories} courses={courses} />;
}

import Link from "next/link";
import { connection } from "next/server";
import { listCourses } from "@/lib/courses/service";

export default async function HomePage() {
  await connection();
  const courses = await listCourses();
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">Courses</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {courses.map((course) => (
          <li key={course._id} className="rounded-lg border border-slate-200 p-4">
            <Link href={`/training-courses/course/${course.courseSlug}`} className="font-semibold text-brand-700 hover:underline">
              {course.courseTitle}
            </Link>
            <p className="mt-2 text-sm text-slate-600">{course.courseSmlDesc}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}

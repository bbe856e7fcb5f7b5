import { notFound } from "next/navigation";
import { getCourse } from "@/lib/courses/service";
import { courseIdFromSlug } from "@/lib/courses/slug";

export default async function CoursePage({ params }: { params: Promise<{ courseSlug: string }> }) {
  const { courseSlug } = await params;
  const course = await getCourse(courseIdFromSlug(courseSlug));
  if (!course) notFound();
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{course.courseTitle}</h1>
      <p className="mt-2 text-slate-600">{course.courseSmlDesc}</p>
    </main>
  );
}

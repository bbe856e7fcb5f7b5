"use client";
import { useState } from "react";
import { withApi } from "@/components/api/lazy-client";
import type { CategoryTab } from "@/components/site/catalogue-view";
import { useTabSpinner } from "@/components/training/training-tabs";
import { Slider } from "@/components/ui/slider";
import { Spinner } from "@/components/ui/spinner";
import { Tabs } from "@/components/ui/tabs";
import type { CourseCardData } from "@/lib/courses/card";
import { CourseCard } from "./course-card";

export const NO_CATEGORY_COURSES_TEXT = "No courses found under this category.";
/** The spec's fallback when courses can't be fetched. */
const FETCH_FAILED_TEXT = "Failed to fetch courses.";

type TabCourses = CourseCardData[] | "loading" | { failed: string };

/**
 * Category tabs, each a slider of its courses (3 s, loops over 4), with the 2 s spinner on switching. The server
 * sends the first tab's courses; another tab's are fetched (a cached public call) while its spinner turns, and
 * kept. A failed fetch says so and is tried again when the tab is chosen again.
 */
export function CategoryTabs({ categories }: { categories: CategoryTab[] }) {
  const [selected, setSelected] = useState(categories[0]?.id ?? "");
  const [courses, setCourses] = useState<Record<string, TabCourses>>(() =>
    Object.fromEntries(categories.flatMap((c) => (c.courses ? [[c.id, c.courses]] : []))),
  );
  const spinning = useTabSpinner(selected);
  if (categories.length === 0) return <p className="text-center font-medium text-slate-600">No courses available</p>;

  const select = (id: string) => {
    setSelected(id);
    const known = courses[id];
    if (known === "loading" || Array.isArray(known)) return;
    setCourses((all) => ({ ...all, [id]: "loading" }));
    // The API client comes with the first other tab chosen, not with the page.
    void withApi(({ api }) => api.get("/api/course/category/{slug}/newest", { params: { slug: id } })).then((answer) => {
      // The spec's rule (messageOf): the server's message, else the fallback.
      setCourses((all) => ({ ...all, [id]: answer.ok && answer.data ? answer.data : { failed: answer.message || FETCH_FAILED_TEXT } }));
    });
  };

  const current = categories.find((c) => c.id === selected);
  const shown = courses[selected];
  return (
    <Tabs items={categories.map((c) => ({ id: c.id, label: c.name }))} selected={selected} onSelect={select} label="Course categories">
      {spinning || shown === undefined || shown === "loading" ? (
        <div className="grid min-h-96 place-items-center">
          <Spinner size="lg" label="Loading courses…" />
        </div>
      ) : !Array.isArray(shown) ? (
        <p role="alert" className="grid min-h-96 place-items-center rounded-2xl border border-dashed border-red-300 bg-white font-medium text-red-700">
          {shown.failed}
        </p>
      ) : !current || shown.length === 0 ? (
        <p className="grid min-h-96 place-items-center rounded-2xl border border-dashed border-slate-300 bg-white font-medium text-slate-600">
          {NO_CATEGORY_COURSES_TEXT}
        </p>
      ) : (
        <Slider key={selected} label={`${current.name} courses`} slideClassName="slide-quarter">
          {shown.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </Slider>
      )}
    </Tabs>
  );
}

"use client";
import { useState } from "react";
import { useTabSpinner } from "@/components/training/training-tabs";
import { Slider } from "@/components/ui/slider";
import { Spinner } from "@/components/ui/spinner";
import { Tabs } from "@/components/ui/tabs";
import { CourseCard } from "./course-card";
import type { CourseCardData } from "./types";

export const NO_CATEGORY_COURSES_TEXT = "No courses found under this category.";

/** Category tabs, each a slider of its courses (3 s, loops over 4), with the 2 s spinner on switching. */
export function CategoryTabs({ categories }: { categories: { id: string; name: string; courses: CourseCardData[] }[] }) {
  const [selected, setSelected] = useState(categories[0]?.id ?? "");
  const loading = useTabSpinner(selected);
  const current = categories.find((c) => c.id === selected);
  if (categories.length === 0) return <p className="text-center font-medium text-slate-600">No courses available</p>;
  return (
    <Tabs items={categories.map((c) => ({ id: c.id, label: c.name }))} selected={selected} onSelect={setSelected} label="Course categories">
      {loading ? (
        <div className="grid min-h-96 place-items-center">
          <Spinner size="lg" label="Loading courses…" />
        </div>
      ) : !current || current.courses.length === 0 ? (
        <p className="grid min-h-96 place-items-center rounded-2xl border border-dashed border-slate-300 bg-white font-medium text-slate-600">{NO_CATEGORY_COURSES_TEXT}</p>
      ) : (
        <Slider key={selected} label={`${current.name} courses`} slideClassName="basis-full sm:basis-1/2 lg:basis-1/3 xl:basis-1/4">
          {current.courses.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </Slider>
      )}
    </Tabs>
  );
}

"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { notify } from "@/components/ui/toaster";
import type { AdminCourseView } from "@/lib/courses/admin";
import { courseBodySchema, issuesByField } from "@/lib/validation/admin";
import type { CourseOutline } from "@/lib/validation/course";
import { adminRequest } from "./api";
import { ImageListField } from "./image-field";
import { OutlineEditor } from "./outline-editor";
import { RichTextEditor } from "./rich-text-editor";
import { Card } from "./ui";

/** Create or edit a course: the same zod schema as the API checks it here first, problems beside the fields. */
export function CourseForm({ course, categories }: { course?: AdminCourseView; categories: { _id: string; categoryName: string }[] }) {
  const router = useRouter();
  const [title, setTitle] = useState(course?.courseTitle ?? "");
  const [shortDescription, setShortDescription] = useState(course?.courseSmlDesc ?? "");
  const [duration, setDuration] = useState(course ? String(course.courseDuration) : "");
  const [images, setImages] = useState<string[]>(course?.courseImage ?? []);
  const [categoryIds, setCategoryIds] = useState<string[]>(course?.courseCategory.map((c) => c._id) ?? []);
  const [overview, setOverview] = useState(course?.courseOverview ?? "");
  const [outline, setOutline] = useState<CourseOutline>(course?.courseContent ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const body = {
      courseTitle: title,
      courseSmlDesc: shortDescription,
      courseDuration: duration.trim() === "" ? undefined : duration,
      courseImage: images.map((u) => u.trim()).filter(Boolean),
      courseCategory: categoryIds,
      courseOverview: overview,
      courseContent: outline,
    };
    const parsed = courseBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      notify(parsed.error.issues[0]?.message ?? "Please check the form.", "error");
      return;
    }
    setBusy(true);
    const answer = await adminRequest<AdminCourseView>(course ? "PUT" : "POST", course ? `/api/admin/courses/${course._id}` : "/api/admin/courses", parsed.data);
    setBusy(false);
    if (!answer.ok) {
      setErrors(answer.errors);
      notify(answer.message, "error");
      return;
    }
    setErrors({});
    notify(answer.message, "success");
    if (!course && answer.data) router.push(`/admin/courses/${answer.data._id}`);
    else {
      if (answer.data) setOverview(answer.data.courseOverview);
      router.refresh();
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="space-y-6"
    >
      <Card title="Basics">
        <div className="grid gap-4 md:grid-cols-[1fr_10rem]">
          <TextField label="Title" name="courseTitle" value={title} onChange={(e) => setTitle(e.target.value)} error={errors.courseTitle} required maxLength={150} />
          <TextField label="Duration (hours)" name="courseDuration" inputMode="numeric" value={duration} onChange={(e) => setDuration(e.target.value)} error={errors.courseDuration} required />
        </div>
        <TextAreaField
          className="mt-4"
          label="Short description"
          name="courseSmlDesc"
          value={shortDescription}
          onChange={(e) => setShortDescription(e.target.value)}
          error={errors.courseSmlDesc}
          hint="Shown on course cards: 10 to 400 characters."
          required
          maxLength={400}
          rows={3}
        />
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold text-slate-800">Categories</legend>
          {categories.length === 0 ? (
            <p className="mt-1 text-sm text-slate-500">
              No categories yet. <a href="/admin/categories" className="text-brand-700 underline">Create one</a>.
            </p>
          ) : (
            <div className="mt-2 flex flex-wrap gap-2">
              {categories.map((c) => {
                const checked = categoryIds.includes(c._id);
                return (
                  <label
                    key={c._id}
                    className={`flex cursor-pointer items-center gap-2 rounded-full px-3 py-1.5 text-sm ring-1 ${checked ? "bg-brand-50 font-semibold text-brand-800 ring-brand-300" : "bg-white text-slate-700 ring-slate-300"}`}
                  >
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={(e) => setCategoryIds(e.target.checked ? [...categoryIds, c._id] : categoryIds.filter((id) => id !== c._id))}
                      className="accent-brand-700"
                    />
                    {c.categoryName}
                  </label>
                );
              })}
            </div>
          )}
          {errors.courseCategory && <p className="mt-1 text-sm font-medium text-red-700">{errors.courseCategory}</p>}
        </fieldset>
      </Card>
      <Card>
        <ImageListField value={images} onChange={setImages} errors={errors} />
      </Card>
      <Card>
        <RichTextEditor label="Overview" value={overview} onChange={setOverview} error={errors.courseOverview} hint="Scripts, styles and unsafe links are removed when you save." />
      </Card>
      <Card>
        <OutlineEditor value={outline} onChange={setOutline} errors={errors} />
      </Card>
      <div className="sticky bottom-0 z-10 -mx-4 flex justify-end gap-3 border-t border-slate-200 bg-slate-100/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <Button variant="ghost" onClick={() => router.push("/admin/courses")}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          {course ? "Save course" : "Create course"}
        </Button>
      </div>
    </form>
  );
}

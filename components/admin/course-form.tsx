"use client";
import { useRouter } from "next/navigation";
import { get } from "react-hook-form";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import type { CategoryRef, StaffCourse } from "@/lib/courses/types";
import { courseWire, type Outline } from "@/lib/validation/courses";
import { ImageListField } from "./image-field";
import { OutlineEditor } from "./outline-editor";
import { RichTextEditor } from "./rich-text-editor";
import { Card } from "./ui";

/** Create or edit a course: the API's own schema checks it here first, problems beside the fields. */
export function CourseForm({ course, categories }: { course?: StaffCourse; categories: CategoryRef[] }) {
  const router = useRouter();
  const { form, errorAt, set } = useCourseForm(course);
  const images = (form.watch("images") ?? []) as string[];
  const categoryIds = (form.watch("categoryIds") ?? []) as string[];
  const outline = (form.watch("outline") ?? []) as Outline;

  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-6">
      <Card title="Basics">
        <div className="grid gap-4 md:grid-cols-[1fr_10rem]">
          <TextField label="Title" required maxLength={150} error={errorAt("title")} {...form.register("title")} />
          <TextField label="Duration (hours)" inputMode="numeric" required error={errorAt("durationHours")} {...form.register("durationHours")} />
        </div>
        <TextAreaField
          className="mt-4"
          label="Short description"
          hint="Shown on course cards: 10 to 400 characters."
          required
          maxLength={400}
          rows={3}
          error={errorAt("summary")}
          {...form.register("summary")}
        />
        <CategoryPicker categories={categories} value={categoryIds} onChange={(ids) => set("categoryIds", ids)} error={errorAt("categoryIds")} />
      </Card>
      <Card>
        <ImageListField value={images} onChange={(urls) => set("images", urls)} error={errorAt("images")} itemError={(i) => errorAt(`images.${i}`)} />
      </Card>
      <Card>
        <RichTextEditor
          label="Overview"
          value={(form.watch("overviewHtml") ?? "") as string}
          onChange={(html) => set("overviewHtml", html)}
          error={errorAt("overviewHtml")}
          hint="Scripts, styles and unsafe links are removed when you save."
        />
      </Card>
      <Card>
        <OutlineEditor value={outline} onChange={(next) => set("outline", next)} errorAt={(path) => errorAt(path ? `outline.${path}` : "outline")} />
      </Card>
      <div className="sticky bottom-0 z-10 -mx-4 flex justify-end gap-3 border-t border-slate-200 bg-slate-100/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <Button variant="ghost" onClick={() => router.push("/admin/courses")}>
          Cancel
        </Button>
        <Button type="submit" loading={form.isSubmitting}>
          {course ? "Save course" : "Create course"}
        </Button>
      </div>
    </form>
  );
}

/**
 * The form's state: the course as the form's values and its save (a new course opens its page; a saved one takes
 * the overview as the server cleaned it), a message by path, and a setter for the fields drawn by their own editors.
 */
function useCourseForm(course: StaffCourse | undefined) {
  const router = useRouter();
  const form = useApiForm({
    schema: courseWire,
    defaultValues: {
      title: course?.title ?? "",
      summary: course?.summary ?? "",
      durationHours: course ? String(course.durationHours) : "",
      images: course?.images ?? [],
      categoryIds: course?.categories.map((c) => c.id) ?? [],
      overviewHtml: course?.overviewHtml ?? "",
      outline: course?.outline ?? [],
    },
    send: (values) => {
      const body = courseWire.encode({ ...values, images: values.images.map((u) => u.trim()).filter(Boolean) });
      return course ? api.put("/api/admin/courses/{id}", { params: { id: course.id }, body }) : api.post("/api/admin/courses", { body });
    },
    onSuccess: (answer) => {
      if (!course && answer.data) router.push(`/admin/courses/${answer.data._id}`);
      else {
        if (answer.data) form.setValue("overviewHtml", answer.data.courseOverview);
        router.refresh();
      }
    },
  });
  const { errors } = form.formState;
  const errorAt = (path: string): string | undefined => (get(errors, path) as { message?: string } | undefined)?.message;
  const set = <K extends "images" | "categoryIds" | "overviewHtml" | "outline">(name: K, value: NonNullable<Parameters<typeof form.setValue<K>>[1]>) =>
    form.setValue(name, value, { shouldDirty: true });
  return { form, errorAt, set };
}

/** The course's categories as chips to tick, or a link to create the first one. */
function CategoryPicker({
  categories,
  value,
  onChange,
  error,
}: {
  categories: CategoryRef[];
  value: string[];
  onChange: (ids: string[]) => void;
  error: string | undefined;
}) {
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold text-slate-800">Categories</legend>
      {categories.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">
          No categories yet.{" "}
          <a href="/admin/categories" className="text-brand-700 underline">
            Create one
          </a>
          .
        </p>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          {categories.map((c) => {
            const checked = value.includes(c.id);
            return (
              <label
                key={c.id}
                className={`flex cursor-pointer items-center gap-2 rounded-full px-3 py-1.5 text-sm ring-1 ${checked ? "bg-brand-50 font-semibold text-brand-800 ring-brand-300" : "bg-white text-slate-700 ring-slate-300"}`}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={(e) => onChange(e.target.checked ? [...value, c.id] : value.filter((id) => id !== c.id))}
                  className="accent-brand-700"
                />
                {c.name}
              </label>
            );
          })}
        </div>
      )}
      {error && <p className="mt-1 text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}

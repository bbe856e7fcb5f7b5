"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import type { StaffCategory } from "@/lib/courses/types";
import { categoryWire } from "@/lib/validation/courses";
import { ConfirmAction } from "./confirm-action";
import { EmptyRow, TableFrame, td, th } from "./ui";

/** Create a category (the field empties after), or rename one (then `onRenamed`): one name field. */
function useCategoryForm(category?: StaffCategory, onRenamed?: () => void) {
  const router = useRouter();
  const form = useApiForm({
    schema: categoryWire,
    defaultValues: { name: category?.name ?? "" },
    send: (values) => {
      const body = categoryWire.encode(values);
      return category ? api.put("/api/admin/categories/{id}", { params: { id: category.id }, body }) : api.post("/api/admin/categories", { body });
    },
    onSuccess: () => {
      if (category) onRenamed?.();
      else form.reset();
      router.refresh();
    },
  });
  return form;
}

function CategoryRow({ category }: { category: StaffCategory }) {
  const [editing, setEditing] = useState(false);
  const form = useCategoryForm(category, () => setEditing(false));
  return (
    <tr>
      <td className={td}>
        {editing ? (
          <form className="flex flex-wrap items-start gap-2" noValidate onSubmit={form.onSubmit}>
            <TextField
              label={`New name for ${category.name}`}
              error={form.formState.errors.name?.message}
              className="min-w-[14rem] flex-1"
              autoFocus
              {...form.register("name")}
            />
            <div className="flex gap-2 pt-7">
              <Button type="submit" size="sm" loading={form.isSubmitting}>
                Save
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setEditing(false);
                  form.reset();
                }}
              >
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <span className="font-semibold text-ink">{category.name}</span>
        )}
      </td>
      <td className={td}>
        <a href={`/training-courses/category/${category.slug}`} className="text-brand-700 hover:underline" target="_blank" rel="noreferrer">
          /{category.slug}
        </a>
      </td>
      <td className={td}>{category.courseCount}</td>
      <td className={`${td} text-right`}>
        {!editing && (
          <div className="flex justify-end gap-2">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Rename ${category.name}`}>
              Rename
            </Button>
            <ConfirmAction
              label={`Delete ${category.name}`}
              title="Delete category"
              message={
                category.courseCount > 0
                  ? `"${category.name}" is used by ${category.courseCount} course(s), so it can't be deleted until they no longer use it.`
                  : `Delete "${category.name}"? This cannot be undone.`
              }
              confirmLabel="Delete"
              route="DELETE /api/admin/categories/{id}"
              input={{ params: { id: category.id } }}
            >
              Delete
            </ConfirmAction>
          </div>
        )}
      </td>
    </tr>
  );
}

/** Categories: create, rename inline, delete (refused by the server while courses use one). */
export function CategoryManager({ categories }: { categories: StaffCategory[] }) {
  const form = useCategoryForm();
  return (
    <div className="space-y-4">
      <form className="flex flex-wrap items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" onSubmit={form.onSubmit} noValidate>
        <TextField
          label="New category"
          error={form.formState.errors.name?.message}
          required
          className="min-w-[14rem] flex-1"
          placeholder="e.g. Platform Engineering"
          {...form.register("name")}
        />
        <Button type="submit" loading={form.isSubmitting} className="mt-7">
          Add category
        </Button>
      </form>
      <TableFrame label="Categories">
        <thead>
          <tr>
            <th className={th}>Name</th>
            <th className={th}>Public page</th>
            <th className={th}>Courses</th>
            <th className={`${th} text-right`}>Actions</th>
          </tr>
        </thead>
        <tbody>
          {categories.length === 0 ? <EmptyRow colSpan={4}>No categories yet.</EmptyRow> : categories.map((c) => <CategoryRow key={c.id} category={c} />)}
        </tbody>
      </TableFrame>
    </div>
  );
}

"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { notify } from "@/components/ui/toaster";
import type { AdminCategoryView } from "@/lib/courses/admin";
import { categoryBodySchema, issuesByField } from "@/lib/validation/admin";
import { adminRequest } from "./api";
import { ConfirmAction } from "./confirm-action";
import { EmptyRow, TableFrame, td, th } from "./ui";

function useCategorySave() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const save = async (method: "POST" | "PUT", url: string, name: string) => {
    const parsed = categoryBodySchema.safeParse({ categoryName: name });
    if (!parsed.success) {
      setError(issuesByField(parsed.error).categoryName);
      return false;
    }
    setBusy(true);
    const answer = await adminRequest(method, url, parsed.data);
    setBusy(false);
    if (!answer.ok) {
      setError(answer.errors.categoryName ?? answer.message);
      return false;
    }
    setError(undefined);
    notify(answer.message, "success");
    router.refresh();
    return true;
  };
  return { busy, error, setError, save };
}

function CategoryRow({ category }: { category: AdminCategoryView }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.categoryName);
  const { busy, error, setError, save } = useCategorySave();
  return (
    <tr>
      <td className={td}>
        {editing ? (
          <form
            className="flex flex-wrap items-start gap-2"
            onSubmit={async (e) => {
              e.preventDefault();
              if (await save("PUT", `/api/admin/categories/${category._id}`, name)) setEditing(false);
            }}
          >
            <TextField label={`New name for ${category.categoryName}`} value={name} onChange={(e) => setName(e.target.value)} error={error} className="min-w-[14rem] flex-1" autoFocus />
            <div className="flex gap-2 pt-7">
              <Button type="submit" size="sm" loading={busy}>
                Save
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setEditing(false);
                  setName(category.categoryName);
                  setError(undefined);
                }}
              >
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <span className="font-semibold text-ink">{category.categoryName}</span>
        )}
      </td>
      <td className={td}>
        <a href={`/training-courses/category/${category.categorySlug}`} className="text-brand-700 hover:underline" target="_blank" rel="noreferrer">
          /{category.categorySlug}
        </a>
      </td>
      <td className={td}>{category.courseCount}</td>
      <td className={`${td} text-right`}>
        {!editing && (
          <div className="flex justify-end gap-2">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Rename ${category.categoryName}`}>
              Rename
            </Button>
            <ConfirmAction
              label={`Delete ${category.categoryName}`}
              title="Delete category"
              message={
                category.courseCount > 0
                  ? `"${category.categoryName}" is used by ${category.courseCount} course(s), so it can't be deleted until they no longer use it.`
                  : `Delete "${category.categoryName}"? This cannot be undone.`
              }
              confirmLabel="Delete"
              url={`/api/admin/categories/${category._id}`}
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
export function CategoryManager({ categories }: { categories: AdminCategoryView[] }) {
  const [name, setName] = useState("");
  const { busy, error, save } = useCategorySave();
  return (
    <div className="space-y-4">
      <form
        className="flex flex-wrap items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        onSubmit={async (e) => {
          e.preventDefault();
          if (await save("POST", "/api/admin/categories", name)) setName("");
        }}
        noValidate
      >
        <TextField label="New category" name="categoryName" value={name} onChange={(e) => setName(e.target.value)} error={error} required className="min-w-[14rem] flex-1" placeholder="e.g. Platform Engineering" />
        <Button type="submit" loading={busy} className="mt-7">
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
          {categories.length === 0 ? <EmptyRow colSpan={4}>No categories yet.</EmptyRow> : categories.map((c) => <CategoryRow key={c._id} category={c} />)}
        </tbody>
      </TableFrame>
    </div>
  );
}

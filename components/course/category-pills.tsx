import Link from "next/link";
import type { Category } from "@/lib/courses/types";

const pill = "inline-block rounded-full px-4 py-2 text-sm font-semibold";

/** Links to every category's page as pills; the current one (on a category page) is marked. */
export function CategoryPills({ categories, label, currentSlug }: { categories: Category[]; label: string; currentSlug?: string }) {
  return (
    <nav aria-label={label} className="-mt-4 mb-8">
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => {
          const current = category.slug === currentSlug;
          return (
            <li key={category.id}>
              <Link
                href={`/training-courses/category/${category.slug}`}
                aria-current={current ? "page" : undefined}
                className={current ? `${pill} bg-brand-700 text-white` : `${pill} bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-brand-50 hover:text-brand-800`}
              >
                {category.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

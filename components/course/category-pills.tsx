import Link from "next/link";
import type { Category } from "@/lib/courses/types";

/** Links to every category's page as pills; the current one (on a category page) is marked. */
export function CategoryPills({ categories, label, currentSlug }: { categories: Category[]; label: string; currentSlug?: string }) {
  return (
    <nav aria-label={label} className="-mt-4 mb-8">
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => {
          const current = category.slug === currentSlug;
          return (
            <li key={category.id}>
              <Link href={`/training-courses/category/${category.slug}`} aria-current={current ? "page" : undefined} className="pill">
                {category.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

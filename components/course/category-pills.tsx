import { NavList } from "@/components/ui/nav-list";
import type { Category } from "@/lib/courses/types";

/** Links to every category's page as pills; the current one (on a category page) is marked. */
export function CategoryPills({ categories, label, currentSlug }: { categories: Category[]; label: string; currentSlug?: string }) {
  return (
    <NavList
      label={label}
      look="pills"
      className="-mt-4 mb-8"
      items={categories.map((category) => ({ href: `/training-courses/category/${category.slug}`, label: category.name, slug: category.slug }))}
      isCurrent={(item) => item.slug === currentSlug}
    />
  );
}

import { CategoryManager } from "@/components/admin/category-manager";
import { PageHeader } from "@/components/admin/ui";
import { requirePageStaff } from "@/lib/auth/current-user";
import { listStaffCategories } from "@/lib/courses/staff";

export const metadata = { title: "Categories" };

export default async function AdminCategoriesPage() {
  await requirePageStaff("/admin/categories");
  const categories = await listStaffCategories();
  return (
    <>
      <PageHeader title="Categories" description="Courses are grouped by these on the public site. A category in use can't be deleted." />
      <CategoryManager categories={categories} />
    </>
  );
}

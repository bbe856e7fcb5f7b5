import { CategoryManager } from "@/components/admin/category-manager";
import { PageHeader } from "@/components/admin/ui";
import { GET as categoriesApi } from "@/app/api/admin/categories/route";
import { definePage } from "@/lib/http/page";
import { listStaffCategories } from "@/lib/courses/staff";

export const metadata = { title: "Categories" };

/** What GET /api/admin/categories answers, behind its access check. */
export default definePage(categoriesApi, "/admin/categories", async () => {
  const categories = await listStaffCategories();
  return (
    <>
      <PageHeader title="Categories" description="Courses are grouped by these on the public site. A category in use can't be deleted." />
      <CategoryManager categories={categories} />
    </>
  );
});

import { CourseForm } from "@/components/admin/course-form";
import { PageHeader } from "@/components/admin/ui";
import { requirePageStaff } from "@/lib/auth/current-user";
import { listStaffCategories } from "@/lib/courses/staff";

export const metadata = { title: "New course" };

export default async function NewCoursePage() {
  await requirePageStaff("/admin/courses/new");
  const categories = await listStaffCategories();
  return (
    <>
      <PageHeader title="New course" back={{ href: "/admin/courses", label: "Courses" }} />
      <CourseForm categories={categories} />
    </>
  );
}

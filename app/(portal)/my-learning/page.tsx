import type { Metadata } from "next";
import { EnrolmentTable } from "@/components/learning/enrolment-table";
import { MaterialsList } from "@/components/learning/materials-list";
import { toEnrolmentItems } from "@/components/learning/types";
import { requirePageUser } from "@/lib/auth/current-user";
import { listMyLearning } from "@/lib/learning/mine";
import { myMaterials } from "@/lib/materials/store";

export const metadata: Metadata = { title: "My Learning", robots: { index: false } };

export default async function MyLearningPage() {
  const user = await requirePageUser("/my-learning");
  const [enrolments, materials] = await Promise.all([listMyLearning(user._id), myMaterials(user._id)]);
  const groups = enrolments
    .filter((e) => e.isActive && materials.has(e.training.id))
    .map((e) => ({ trainingId: e.training.id, courseTitle: e.training.course.title, items: materials.get(e.training.id)! }));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">My Learning</h1>
        <p className="mt-1 text-slate-600">Your trainings with their dates, timings and meeting links.</p>
      </div>
      <EnrolmentTable enrolments={toEnrolmentItems(enrolments)} />
      <MaterialsList groups={groups} />
    </div>
  );
}

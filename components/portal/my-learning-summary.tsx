import Link from "next/link";
import { MyLearningList } from "@/components/learning/my-learning-list";
import type { EnrolmentItem } from "@/components/learning/types";

/** The My Learning section of /account: the learner's trainings with the status filter (All, Upcoming, Ongoing, Completed, Cancelled). */
export function MyLearningSummary({ enrolments }: { enrolments: EnrolmentItem[] }) {
  return (
    <section aria-labelledby="my-learning-heading" className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="my-learning-heading" className="text-lg font-bold text-ink">
          My Learning
        </h2>
        <Link href="/my-learning" className="text-sm font-semibold text-brand-700 hover:underline">
          Open the full table
        </Link>
      </div>
      <div className="mt-4">
        <MyLearningList enrolments={enrolments} />
      </div>
    </section>
  );
}

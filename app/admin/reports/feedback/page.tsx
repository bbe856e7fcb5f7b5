import { CourseFilter, Card, FilterBar, FilterInput, PageHeader } from "@/components/admin/ui";
import { formatDateTime } from "@/components/admin/ui";
import { GET as feedbackApi } from "@/app/api/admin/reports/feedback/route";
import { definePage } from "@/lib/http/page";
import { listCourses } from "@/lib/courses/reads";
import { feedbackReport } from "@/lib/feedback/report";

export const metadata = { title: "Feedback" };

const paceLabel = { too_slow: "Too slow", right: "About right", too_fast: "Too fast" } as const;

/** Feedback after batches (billing-and-delivery.md §11): NPS, ratings, pace and comments, filtered by batch, trainer or course. */
export default definePage(feedbackApi, "/admin/reports/feedback", async ({ query: filter, invalid }) => {
  const [report, courses] = await Promise.all([feedbackReport(filter), listCourses()]);
  const figure = (value: number | null, suffix = "") => (value === null ? "–" : `${value}${suffix}`);
  const paceTotal = report.responses || 1;
  return (
    <>
      <PageHeader
        title="Feedback"
        description="What learners answered in the survey mailed when their batch completed. NPS is the percent of 9–10 scores minus the percent of 0–6."
      />
      <FilterBar action="/admin/reports/feedback" resetHref="/admin/reports/feedback">
        <CourseFilter courses={courses} defaultValue={filter.courseId} />
        <FilterInput label="Training id" name="trainingId" defaultValue={filter.trainingId} placeholder="A batch's id" />
        <FilterInput label="Trainer id" name="trainerId" defaultValue={filter.trainerId} placeholder="A trainer's id" />
      </FilterBar>
      {invalid.length > 0 && <p className="mb-4 text-sm font-medium text-red-700">{invalid[0]}</p>}
      <dl className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {(
          [
            ["Responses", String(report.responses)],
            ["NPS", figure(report.nps)],
            ["Trainer rating", figure(report.trainerRating, " / 5")],
            ["Content rating", figure(report.contentRating, " / 5")],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-xs font-bold uppercase tracking-wide text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-extrabold tabular-nums text-ink" data-testid={`feedback-${label.toLowerCase().replace(/ /g, "-")}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 lg:grid-cols-[1fr_2fr]">
        <Card title="Pace">
          <ul className="space-y-2">
            {(Object.keys(paceLabel) as (keyof typeof paceLabel)[]).map((p) => (
              <li key={p}>
                <div className="flex justify-between text-sm">
                  <span>{paceLabel[p]}</span>
                  <span className="font-semibold tabular-nums">{report.pace[p]}</span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
                  <div className="h-2 rounded-full bg-brand-600" style={{ width: `${(report.pace[p] * 100) / paceTotal}%` }} />
                </div>
              </li>
            ))}
          </ul>
        </Card>
        <Card title={`Comments (${report.comments.length})`}>
          {report.comments.length === 0 ? (
            <p className="text-sm text-slate-600">No comments yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {report.comments.map((c, i) => (
                <li key={i} className="py-2">
                  <p className="whitespace-pre-line break-words text-sm text-slate-800">{c.text}</p>
                  <p className="mt-0.5 text-xs text-slate-500">{formatDateTime(c.at)}</p>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
});

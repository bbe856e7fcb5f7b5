import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SurveyForm } from "@/components/feedback/survey-form";
import { formatTrainingDate } from "@/components/training/format";
import { getSurvey } from "@/lib/feedback/respond";

export const metadata: Metadata = { title: "Your feedback", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

/** The personal survey link mailed after a batch (billing-and-delivery.md §11): no sign-in, one answer. */
export default async function FeedbackPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const survey = await getSurvey(token);
  if (!survey) notFound();
  return (
    <main id="main" className="bg-slate-50">
      <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Your feedback</p>
          <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{survey.courseTitle}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {formatTrainingDate(survey.startDate)} – {formatTrainingDate(survey.endDate)}
            {survey.trainerName ? ` · with ${survey.trainerName}` : ""}
          </p>
          <div className="mt-6">
            {survey.answered ? (
              <p role="status" className="rounded-xl bg-green-50 p-5 font-semibold text-green-900 ring-1 ring-green-200">
                You have already answered this survey. Thank you!
              </p>
            ) : (
              <SurveyForm token={token} courseTitle={survey.courseTitle} />
            )}
          </div>
        </div>
      </div>
    </main>
  );
}

"use client";
import { useState } from "react";
import { api, GENERIC_FAILURE, messageOf } from "@/components/api/client";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { paces, type Pace } from "@/lib/feedback/validation";

const paceLabel: Record<Pace, string> = { too_slow: "Too slow", right: "About right", too_fast: "Too fast" };

/** The ratings' scale. */
const fivePoints = { hint: "1 = poor, 5 = excellent", values: [1, 2, 3, 4, 5] } as const;

/** The questions answered with a number: the answer's name, the question, its scale and the message while unanswered. */
const scoreQuestions = [
  {
    name: "nps",
    legend: "How likely are you to recommend this course to a friend or colleague?",
    hint: "0 = not at all likely, 10 = extremely likely",
    values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    missing: "Choose a score from 0 to 10.",
  },
  { name: "trainerRating", legend: "How would you rate the trainer?", ...fivePoints, missing: "Rate the trainer from 1 to 5." },
  { name: "contentRating", legend: "How would you rate the course content?", ...fivePoints, missing: "Rate the content from 1 to 5." },
] as const;
type ScoreName = (typeof scoreQuestions)[number]["name"];

/** A row of choices as radio buttons large enough for a thumb (each a 44 px target). */
function Choices({
  legend,
  hint,
  name,
  values,
  value,
  onChange,
  error,
  labels,
}: {
  legend: string;
  hint?: string;
  name: string;
  values: readonly (number | string)[];
  value: number | string | undefined;
  onChange: (v: never) => void;
  error?: string;
  labels?: Record<string, string>;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      {hint && <p className="text-xs text-slate-600">{hint}</p>}
      <div className="flex flex-wrap gap-1.5">
        {values.map((v) => (
          <label
            key={v}
            className={cn(
              "grid min-h-11 min-w-11 cursor-pointer place-items-center rounded-lg border px-3 text-sm font-semibold transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500",
              value === v ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-brand-50",
            )}
          >
            <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v as never)} className="sr-only" />
            {labels?.[String(v)] ?? v}
          </label>
        ))}
      </div>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}

/** The survey after a batch (billing-and-delivery.md §11): a score, two ratings, the pace and an optional comment. */
export function SurveyForm({ token, courseTitle }: { token: string; courseTitle: string }) {
  const [scores, setScores] = useState<Partial<Record<ScoreName, number>>>({});
  const [pace, setPace] = useState<Pace>();
  const [comment, setComment] = useState("");
  const [publishAsReview, setPublish] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const missing: Record<string, string> = {};
    for (const question of scoreQuestions) if (scores[question.name] === undefined) missing[question.name] = question.missing;
    if (pace === undefined) missing.pace = "Choose the pace.";
    setErrors(missing);
    if (Object.keys(missing).length > 0) return setMessage("Please answer the questions marked below.");
    setBusy(true);
    const answer = await api.post("/api/feedback/{token}", {
      params: { token },
      body: { nps: scores.nps!, trainerRating: scores.trainerRating!, contentRating: scores.contentRating!, pace: pace!, comment, publishAsReview },
    });
    setBusy(false);
    if (answer.ok) return setDone(messageOf(answer, "Thank you for your feedback!"));
    setErrors(answer.errors);
    setMessage(messageOf(answer, GENERIC_FAILURE));
  }

  if (done) {
    return (
      <div role="status" className="rounded-xl bg-green-50 p-5 text-green-900 ring-1 ring-green-200">
        <p className="font-semibold">{done}</p>
        <p className="mt-1 text-sm">Your answers help us improve {courseTitle} for the next batch.</p>
      </div>
    );
  }
  // The form's method is "dialog": never sent by the browser itself, so a submit before hydration puts nothing in the
  // address (contact-fields.tsx).
  return (
    <form method="dialog" onSubmit={(e) => void submit(e)} className="space-y-6" noValidate>
      {message && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {message}
        </p>
      )}
      {scoreQuestions.map((question) => (
        <Choices
          key={question.name}
          legend={question.legend}
          hint={question.hint}
          name={question.name}
          values={question.values}
          value={scores[question.name]}
          onChange={(score: number) => setScores((answered) => ({ ...answered, [question.name]: score }))}
          error={errors[question.name]}
        />
      ))}
      <Choices legend="The pace of the sessions was" name="pace" values={paces} value={pace} onChange={setPace} error={errors.pace} labels={paceLabel} />
      <div className="space-y-1.5">
        <label htmlFor="feedback-comment" className="block text-sm font-semibold text-slate-800">
          Anything else? <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <textarea
          id="feedback-comment"
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          maxLength={2000}
          rows={4}
          className={cn("control w-full py-2", errors.comment ? "border-red-600" : "border-slate-300")}
        />
        {errors.comment && <p className="text-sm font-medium text-red-700">{errors.comment}</p>}
      </div>
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input type="checkbox" checked={publishAsReview} onChange={(e) => setPublish(e.target.checked)} className="mt-0.5 size-5 accent-brand-700" />
        <span>Publish my comment as a review of the course, with my content rating (our team moderates it like any review).</span>
      </label>
      <Button type="submit" loading={busy} className="w-full sm:w-auto">
        Send feedback
      </Button>
    </form>
  );
}

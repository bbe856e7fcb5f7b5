"use client";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { dateTimeFormat } from "@/lib/intl-cache";
import { StatusBadge } from "@/components/training/status-badge";
import { AddToCalendar, JoinLink, LiveBadge } from "./enrolment-actions";
import { ReviewDialog } from "./review-dialog";
import { SessionTimes } from "./schedule-text";
import type { EnrolmentItem } from "./types";

/** "2026-05-04" → "04/05/2026" (en-GB, as the spec shows dates on training tables). */
export function formatTableDate(isoDate: string): string {
  return dateTimeFormat("en-GB", { timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The /my-learning table: course, status, dates, times, Join, Add Review, Add to calendar. Cards on small screens. */
export function EnrolmentTable({ enrolments: initial }: { enrolments: EnrolmentItem[] }) {
  const [enrolments, setEnrolments] = useState(initial);
  const [reviewing, setReviewing] = useState<EnrolmentItem | undefined>();

  if (enrolments.length === 0) {
    return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">There is no classes</p>;
  }

  const saveReview = (courseId: string, review: { rating: number; text: string }) =>
    setEnrolments((list) => list.map((e) => (e.training.course.id === courseId ? { ...e, myReview: review } : e)));

  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Your enrolments</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              {["Course", "Status", "Start date", "End date", "Time", "Meeting"].map((header) => (
                <th key={header} scope="col" className="px-4 py-3">
                  {header}
                </th>
              ))}
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {enrolments.map((e) => (
              <EnrolmentRow key={e.id} enrolment={e} onReview={setReviewing} />
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden">
        {enrolments.map((e) => (
          <EnrolmentCard key={e.id} enrolment={e} onReview={setReviewing} />
        ))}
      </ul>

      {reviewing && (
        <ReviewDialog
          key={reviewing.id}
          open
          onClose={() => setReviewing(undefined)}
          courseId={reviewing.training.course.id}
          courseTitle={reviewing.training.course.title}
          current={enrolments.find((e) => e.id === reviewing.id)?.myReview ?? null}
          onSaved={(review) => saveReview(reviewing.training.course.id, review)}
        />
      )}
    </>
  );
}

type EnrolmentProps = { enrolment: EnrolmentItem; onReview: (enrolment: EnrolmentItem) => void };

/** Add or edit a review, while the enrolment is active. */
function ReviewButton({ enrolment: e, onReview }: EnrolmentProps) {
  return e.isActive ? (
    <Button size="sm" variant="outline" onClick={() => onReview(e)}>
      {e.myReview ? "Edit Review" : "Add Review"}
      <span className="sr-only"> for {e.training.course.title}</span>
    </Button>
  ) : null;
}

/** One enrolment as a row of the table (wider screens). */
function EnrolmentRow({ enrolment: e, onReview }: EnrolmentProps) {
  return (
    <tr data-testid="enrolment-row">
      <td className="px-4 py-3 font-semibold text-ink">
        <Link href={`/training-courses/course/${e.training.course.slug}`} className="hover:text-brand-700 hover:underline">
          {e.training.course.title}
        </Link>
        {!e.isActive && <span className="ml-2 text-xs font-normal text-slate-500">(inactive)</span>}
      </td>
      <td className="px-4 py-3">
        <span className="flex flex-wrap items-center gap-1.5">
          <StatusBadge status={e.training.status} />
          {e.isLive && <LiveBadge />}
        </span>
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{formatTableDate(e.training.startDate)}</td>
      <td className="px-4 py-3 whitespace-nowrap">{formatTableDate(e.training.endDate)}</td>
      <td className="px-4 py-3">
        <SessionTimes training={e.training} />
      </td>
      <td className="px-4 py-3">
        <JoinLink enrolment={e} />
      </td>
      <td className="px-4 py-3">
        <div className="flex items-center justify-end gap-1">
          <ReviewButton enrolment={e} onReview={onReview} />
          <AddToCalendar enrolment={e} />
        </div>
      </td>
    </tr>
  );
}

/** One enrolment as a card (small screens). */
function EnrolmentCard({ enrolment: e, onReview }: EnrolmentProps) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="enrolment-card">
      <div className="flex flex-wrap items-center gap-1.5">
        <StatusBadge status={e.training.status} />
        {e.isLive && <LiveBadge />}
      </div>
      <Link href={`/training-courses/course/${e.training.course.slug}`} className="mt-2 block font-semibold text-ink hover:text-brand-700">
        {e.training.course.title}
      </Link>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
        <dt className="text-slate-500">Dates</dt>
        <dd>
          {formatTableDate(e.training.startDate)} – {formatTableDate(e.training.endDate)}
        </dd>
        <dt className="text-slate-500">Time</dt>
        <dd>
          <SessionTimes training={e.training} />
        </dd>
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <JoinLink enrolment={e} />
        <ReviewButton enrolment={e} onReview={onReview} />
        <AddToCalendar enrolment={e} />
      </div>
    </li>
  );
}

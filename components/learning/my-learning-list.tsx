"use client";
import Image from "next/image";
import Link from "next/link";
import { useState } from "react";
import { StatusBadge } from "@/components/training/status-badge";
import { Tabs } from "@/components/ui/tabs";
import { trainingStatuses } from "@/lib/schedule/status";
import { AddToCalendar, JoinLink, LiveBadge } from "./enrolment-actions";
import { SessionDates, SessionTimes } from "./schedule-text";
import type { EnrolmentItem } from "./types";

const filters = [{ id: "All", label: "All" }, ...trainingStatuses.map((status) => ({ id: status, label: status }))];

/** The learner's trainings on /account, filtered by status, with the LIVE badge on active ongoing ones. */
export function MyLearningList({ enrolments }: { enrolments: EnrolmentItem[] }) {
  const [filter, setFilter] = useState<string>("All");
  const shown = filter === "All" ? enrolments : enrolments.filter((e) => e.training.status === filter);
  return (
    <Tabs items={filters} selected={filter} onSelect={setFilter} label="Filter my trainings by status">
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">There is no classes</p>
      ) : (
        <ul className="space-y-3">
          {shown.map((e) => (
            <li
              key={e.id}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
              data-testid="my-learning-item"
            >
              <Image
                src={e.training.course.image}
                alt=""
                width={112}
                height={63}
                className="hidden h-[63px] w-[112px] shrink-0 rounded-lg object-cover sm:block"
              />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-1.5">
                  <StatusBadge status={e.training.status} />
                  {e.isLive && <LiveBadge />}
                </div>
                <Link href={`/training-courses/course/${e.training.course.slug}`} className="mt-1 block font-semibold text-ink hover:text-brand-700">
                  {e.training.course.title}
                </Link>
                <p className="text-sm text-slate-600">
                  <SessionDates training={e.training} /> · <SessionTimes training={e.training} />
                </p>
              </div>
              <div className="flex items-center gap-2">
                <JoinLink enrolment={e} />
                <AddToCalendar enrolment={e} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Tabs>
  );
}

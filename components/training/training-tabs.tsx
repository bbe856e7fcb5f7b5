"use client";
import { useEffect, useState } from "react";
import type { ApiAnswer } from "@/components/api/client";
import { withApi } from "@/components/api/lazy-client";
import { Slider } from "@/components/ui/slider";
import { Spinner } from "@/components/ui/spinner";
import { Tabs } from "@/components/ui/tabs";
import { useFullList } from "@/components/ui/use-full-list";
import { GENERIC_ERROR_MESSAGE } from "@/lib/errors";
import { filterTrainings, trainingFilters, type TrainingFilter } from "./filters";
import type { TrainingCardData } from "./format";
import { TrainingCard } from "./training-card";

/** The spec's spinner on switching a course tab (§4). */
export const TAB_SPINNER_MS = 2000;
export const NO_TRAININGS_TEXT = "There is no classes";

/** Keeps a spinner up for TAB_SPINNER_MS after `key` changes (not on first render). */
export function useTabSpinner(key: string) {
  const [shownKey, setShownKey] = useState(key);
  useEffect(() => {
    if (key === shownKey) return;
    const timer = window.setTimeout(() => setShownKey(key), TAB_SPINNER_MS);
    return () => window.clearTimeout(timer);
  }, [key, shownKey]);
  return key !== shownKey;
}

/**
 * Where the rest of a list comes from: the site's schedule of batches (home, catalogue). The API client is fetched
 * with it, after the page runs, not with the page (the site's own first-load JS).
 */
const restOf: Record<"showcase", () => Promise<ApiAnswer<TrainingCardData[]>>> = {
  showcase: () => withApi(({ api }) => api.get("/api/training/showcase")),
};
/** The spec's fallback when a list can't be fetched (the API client's GENERIC_FAILURE). */
const FETCH_FAILED_TEXT = GENERIC_ERROR_MESSAGE;

/**
 * Training tabs All / On-going / Upcoming with a slider of trainings (3 s, loops over 4). With `rest`, `trainings`
 * is the All tab's first screen and the whole list is fetched when the tabs near the viewport or a tab is chosen;
 * the other tabs wait for it, a failed fetch says so there and is tried again when a tab is chosen.
 */
export function TrainingTabs({
  trainings,
  rest,
  showStatus = true,
  label = "Trainings",
}: {
  trainings: TrainingCardData[];
  rest?: keyof typeof restOf;
  showStatus?: boolean;
  label?: string;
}) {
  const [filter, setFilter] = useState<TrainingFilter>("all");
  const spinning = useTabSpinner(filter);
  const { items, state, retry, want, watch } = useFullList(trainings, rest && restOf[rest]);
  const waiting = filter !== "all" && state === "partial";
  const failed = filter !== "all" && state === "failed";
  const visible = filterTrainings(items, filter);
  return (
    <div ref={watch}>
      <Tabs
        items={trainingFilters}
        selected={filter}
        onSelect={(id) => {
          setFilter(id as TrainingFilter);
          if (state === "failed") retry();
          else want();
        }}
        label={label}
      >
        {spinning || waiting ? (
          <div className="grid min-h-80 place-items-center">
            <Spinner size="lg" label="Loading trainings…" />
          </div>
        ) : failed ? (
          <p role="alert" className="grid min-h-80 place-items-center rounded-2xl border border-dashed border-red-300 bg-white font-medium text-red-700">
            {FETCH_FAILED_TEXT}
          </p>
        ) : visible.length === 0 ? (
          <p className="grid min-h-80 place-items-center rounded-2xl border border-dashed border-slate-300 bg-white text-center font-medium text-slate-600">
            {NO_TRAININGS_TEXT}
          </p>
        ) : (
          <Slider key={filter} label={`${label}: ${trainingFilters.find((f) => f.id === filter)?.label}`} slideClassName="slide-quarter">
            {visible.map((training) => (
              <TrainingCard key={training.id} training={training} showStatus={showStatus} />
            ))}
          </Slider>
        )}
      </Tabs>
    </div>
  );
}

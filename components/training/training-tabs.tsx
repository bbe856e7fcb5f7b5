"use client";
import { useEffect, useState } from "react";
import { Slider } from "@/components/ui/slider";
import { Spinner } from "@/components/ui/spinner";
import { Tabs } from "@/components/ui/tabs";
import { filterTrainings, trainingFilters, type TrainingCardData, type TrainingFilter } from "./format";
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

/** Training tabs All / On-going / Upcoming with a slider of trainings (3 s, loops over 4). */
export function TrainingTabs({ trainings, showStatus = true, label = "Trainings" }: { trainings: TrainingCardData[]; showStatus?: boolean; label?: string }) {
  const [filter, setFilter] = useState<TrainingFilter>("all");
  const loading = useTabSpinner(filter);
  const visible = filterTrainings(trainings, filter);
  return (
    <Tabs items={trainingFilters} selected={filter} onSelect={(id) => setFilter(id as TrainingFilter)} label={label}>
      {loading ? (
        <div className="grid min-h-80 place-items-center">
          <Spinner size="lg" label="Loading trainings…" />
        </div>
      ) : visible.length === 0 ? (
        <p className="grid min-h-80 place-items-center rounded-2xl border border-dashed border-slate-300 bg-white text-center font-medium text-slate-600">
          {NO_TRAININGS_TEXT}
        </p>
      ) : (
        <Slider key={filter} label={`${label}: ${trainingFilters.find((f) => f.id === filter)?.label}`} slideClassName="basis-full sm:basis-1/2 lg:basis-1/3 xl:basis-1/4">
          {visible.map((training) => (
            <TrainingCard key={training.id} training={training} showStatus={showStatus} />
          ))}
        </Slider>
      )}
    </Tabs>
  );
}

"use client";
import { useCallback, useEffect, useState } from "react";
import type { ApiAnswer } from "@/components/api/client";

export type FullListState = "partial" | "complete" | "failed";

/**
 * A list whose first screen comes with the page and whose rest is fetched once the page runs (a cached public
 * call): the sliders' later slides rode in public pages' HTML, unseen until the scripts ran. `load` must keep
 * its identity (declare it at module level); `merge` orders what came (default: as it came). A failed fetch
 * keeps the first screen and says "failed"; `retry` asks again.
 */
export function useFullList<T>(
  first: T[],
  load: (() => Promise<ApiAnswer<T[]>>) | undefined,
  merge: (first: T[], fetched: T[]) => T[] = (_first, fetched) => fetched,
): { items: T[]; state: FullListState; retry: () => void } {
  const [full, setFull] = useState<{ items: T[]; state: FullListState }>({ items: first, state: load ? "partial" : "complete" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!load) return;
    let live = true;
    void load().then((answer) => {
      if (!live) return;
      setFull(answer.ok && answer.data ? { items: merge(first, answer.data), state: "complete" } : { items: first, state: "failed" });
    });
    return () => {
      live = false;
    };
    // Fetched once per mount (and per retry): `first` and `merge` are the page's, fixed for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, attempt]);
  const retry = useCallback(() => {
    setFull((now) => (now.state === "failed" ? { ...now, state: "partial" } : now));
    setAttempt((n) => n + 1);
  }, []);
  return { ...full, retry };
}

"use client";
import { useCallback, useEffect, useState } from "react";
import type { ApiAnswer } from "@/components/api/client";
import { useNearViewport } from "./use-near-viewport";

export type FullListState = "partial" | "complete" | "failed";

/**
 * A list whose first screen comes with the page and whose rest is fetched when it is wanted (a cached public call):
 * when its element (`watch`, a ref callback) comes within a screen of the viewport, or when `want` or `retry` is
 * called (a tab that needs the whole list). The sliders' later slides rode in public pages' HTML, unseen until the
 * scripts ran; fetched as the page ran, rendering them was one of the long tasks a phone ran while the visitor
 * waited for the page to answer, for lists most visitors never scroll to. `load` must keep its identity
 * (declare it at module level); `merge` orders what came (default: as it came). A failed fetch keeps the first
 * screen and says "failed"; `retry` asks again.
 */
export function useFullList<T>(
  first: T[],
  load: (() => Promise<ApiAnswer<T[]>>) | undefined,
  merge: (first: T[], fetched: T[]) => T[] = (_first, fetched) => fetched,
): { items: T[]; state: FullListState; retry: () => void; want: () => void; watch: (element: Element | null) => void } {
  const [full, setFull] = useState<{ items: T[]; state: FullListState }>({ items: first, state: load ? "partial" : "complete" });
  const [watched, watch] = useState<Element | null>(null);
  const near = useNearViewport(watched);
  // Asks by want and retry; nearing the viewport is the first ask. 0: not wanted yet.
  const [asked, setAsked] = useState(0);
  const round = near && asked === 0 ? 1 : asked;
  useEffect(() => {
    if (!load || round === 0) return;
    let live = true;
    void load().then((answer) => {
      if (!live) return;
      setFull(answer.ok && answer.data ? { items: merge(first, answer.data), state: "complete" } : { items: first, state: "failed" });
    });
    return () => {
      live = false;
    };
    // Fetched once when wanted (and once per retry): `first` and `merge` are the page's, fixed for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, round]);
  const want = useCallback(() => setAsked((n) => n || 1), []);
  const retry = useCallback(() => {
    setFull((now) => (now.state === "failed" ? { ...now, state: "partial" } : now));
    setAsked((n) => Math.max(n, 1) + 1);
  }, []);
  return { ...full, retry, want, watch };
}

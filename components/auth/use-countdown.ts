"use client";
import { useCallback, useEffect, useState } from "react";

/** Seconds left of a countdown started with `restart()`; 0 when it has run out (or never started). */
export function useCountdown(fromSeconds: number) {
  const [endsAt, setEndsAt] = useState<number | undefined>();
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (endsAt === undefined) return;
    const tick = () => setLeft(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  const restart = useCallback(() => {
    setLeft(fromSeconds);
    setEndsAt(Date.now() + fromSeconds * 1000);
  }, [fromSeconds]);
  return { secondsLeft: left, restart };
}

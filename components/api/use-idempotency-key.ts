"use client";
import { useRef } from "react";
import type { ApiAnswer } from "./client";

/**
 * One Idempotency-Key per submit of a form that records money: the same key while the submit is retried after the
 * server could not be reached (status 0: it may have recorded it), a new one once the server has answered.
 */
export function useIdempotencyKey() {
  const key = useRef<string | undefined>(undefined);
  return {
    current: () => (key.current ??= crypto.randomUUID()),
    answered: (answer: ApiAnswer) => {
      if (answer.status !== 0) key.current = undefined;
      return answer;
    },
  };
}

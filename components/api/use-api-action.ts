"use client";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { notify } from "@/components/ui/toaster";
import { GENERIC_FAILURE, messageOf, type ApiAnswer, type CallOptions } from "./client";
import { useIdempotencyKey } from "./use-idempotency-key";

interface ActionOptions<D, A extends unknown[]> {
  /** The toast after a success: the server's message, else this text (default "Saved."), or a text made from the answer; false for none. */
  successToast?: string | false | ((answer: ApiAnswer<D>, args: A) => string);
  /** The toast when the server refuses without words (default "Something went wrong."). */
  failureMessage?: string;
  /** Sends one Idempotency-Key per action, kept while the server could not be reached (routes that record money). */
  idempotent?: boolean;
  /** Refresh the page's server components after a success (default true). */
  refresh?: boolean;
  /** After a success (the toast has been shown; before the refresh). */
  onSuccess?: (answer: ApiAnswer<D>, args: A) => void | Promise<void>;
  /** After a refusal; answer true when it handled the refusal itself (then no toast is shown). */
  onFailure?: (answer: ApiAnswer<D>, args: A) => boolean | void;
}

/**
 * Every one-shot button (approve, cancel, resend, delete, issue…): `send` calls the typed client with the call
 * options given (the Idempotency-Key when `idempotent`); while it runs `pending` is true (and a second click is
 * ignored); then one toast says the server's words (or the fallback) and, on success, the page refreshes.
 *
 *   const hide = useApiAction((call, id: string) => api.put("/api/admin/ratings/{id}", { params: { id }, body }, call));
 *   <Button loading={hide.pending} onClick={() => hide.run(id)} />
 */
export function useApiAction<D = unknown, A extends unknown[] = []>(
  send: (call: CallOptions, ...args: A) => Promise<ApiAnswer<D>>,
  options: ActionOptions<NoInfer<D>, NoInfer<A>> = {},
) {
  const router = useRouter();
  const key = useIdempotencyKey();
  const [pending, setPending] = useState(false);
  const running = useRef(false);

  async function run(...args: A): Promise<ApiAnswer<D> | undefined> {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    try {
      const call: CallOptions = options.idempotent ? { idempotencyKey: key.current() } : {};
      const answer = await send(call, ...args);
      if (options.idempotent) key.answered(answer);
      if (answer.ok) {
        const toast = options.successToast;
        if (toast !== false) notify(typeof toast === "function" ? toast(answer, args) : messageOf(answer, toast ?? "Saved."), "success");
        await options.onSuccess?.(answer, args);
        if (options.refresh !== false) router.refresh();
      } else if (!options.onFailure?.(answer, args)) {
        notify(messageOf(answer, options.failureMessage ?? GENERIC_FAILURE), "error");
      }
      return answer;
    } finally {
      running.current = false;
      setPending(false);
    }
  }

  return { run, pending };
}

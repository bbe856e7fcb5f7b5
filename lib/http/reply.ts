import "server-only";

// A handler's answer is its data, or a reply() when it needs more than data; the route wrapper (contract.ts) and the
// list helpers (list-answers.ts) both build and read it.

/** An answer with more than data: another message or status, extra top-level fields, headers. */
export interface Reply<T> {
  readonly [replyMark]: true;
  data: T;
  message?: string;
  status?: number;
  extra?: Record<string, unknown>;
  headers?: HeadersInit;
}
const replyMark = Symbol("reply");

/** Answers `data` with another message or status, extra envelope fields or headers. */
export function reply<T>(data: T, options: Omit<Reply<T>, typeof replyMark | "data"> = {}): Reply<T> {
  return { [replyMark]: true, data, ...options };
}
export const isReply = (value: unknown): value is Reply<unknown> => typeof value === "object" && value !== null && replyMark in value;

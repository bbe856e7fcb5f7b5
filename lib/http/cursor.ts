import { ApiError } from "../errors";

// The one cursor of keyset paging (the staff list kit, lib/http/staff-list.ts, and the older keyset lists of
// users and enrolments, lib/http/contract.ts): opaque to clients, a row's sort key as PostgreSQL writes it and its
// id, checked on the way back in so a forged cursor is a 400 and never reaches SQL unchecked.

/** The SQL type of a list's sort key. */
export type CursorKeyType = "timestamptz" | "text" | "integer";

/** Where a page starts or ends: a row's sort key (as PostgreSQL writes it as text) and id. */
export interface ListCursor {
  key: string;
  id: string;
}

export const encodeCursor = (cursor: ListCursor): string => Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString("base64url");

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)$/;

/** A cursor from its text; undefined when absent; a 400 with the parameter's message when it is not one of ours. */
export function decodeCursor(text: string | undefined, type: CursorKeyType, name: "after" | "before"): ListCursor | undefined {
  if (text === undefined) return undefined;
  const message = name === "after" ? "after must be the next of an earlier answer." : "before must be the prev of an earlier answer.";
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, "base64url").toString());
  } catch {
    parsed = undefined;
  }
  const ok =
    Array.isArray(parsed) &&
    parsed.length === 2 &&
    typeof parsed[0] === "string" &&
    typeof parsed[1] === "string" &&
    parsed[0].length <= 500 &&
    /^[A-Za-z0-9]{1,64}$/.test(parsed[1]) &&
    (type !== "timestamptz" || TIMESTAMP.test(parsed[0])) &&
    (type !== "integer" || /^-?\d{1,18}$/.test(parsed[0]));
  if (!ok) throw new ApiError("bad_request", message, { fieldErrors: { [name]: message } });
  return { key: (parsed as string[])[0]!, id: (parsed as string[])[1]! };
}

import "server-only";
import { z } from "zod";
import { readJson } from "../http/route";

const anyObject = z.record(z.string(), z.unknown());

/** A JSON object body for a partial update: the service picks the fields it knows and validates the merged result. */
export function readPatch(request: Request): Promise<Record<string, unknown>> {
  return readJson(request, anyObject);
}

/** The query string as a plain object (first value of each name). */
export function queryOf(request: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URL(request.url).searchParams) if (!(key in out)) out[key] = value;
  return out;
}

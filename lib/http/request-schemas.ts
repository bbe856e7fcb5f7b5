import "server-only";
import { z } from "zod";

// The input schemas every contract shares: ids in the path, flags and texts in the query.

/** Ids are letters and digits only (api.md §1). */
export const idSchema = z.string().regex(/^[A-Za-z0-9]+$/);
export const idParams = z.object({ id: idSchema });

/** The names of a path's `{…}` segments. */
type ParamNames<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
/** A route's path parameters when it declares none: each `{…}` of its path is an id (undefined without any). */
export type IdParamsOf<K extends string> = [ParamNames<K>] extends [never] ? undefined : z.ZodObject<{ [N in ParamNames<K>]: typeof idSchema }>;

/** At run time, IdParamsOf: a path's `{…}` segments as ids; undefined when it has none. */
export function idParamsOf(path: string): z.ZodObject | undefined {
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  return names.length ? z.object(Object.fromEntries(names.map((name) => [name, idSchema]))) : undefined;
}

/** A query flag: "true" / "false" (anything else is absent). */
export const queryFlag = z
  .enum(["true", "false", ""])
  .optional()
  .transform((v) => (v === "true" ? true : v === "false" ? false : undefined));

/** An optional query text: trimmed, empty = absent. */
export const queryText = (max = 200) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((v) => v?.trim() || undefined);

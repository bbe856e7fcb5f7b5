import "server-only";
import { z } from "zod";

/**
 * An answer schema: the product's view in, the legacy contract's shape out. This is the one place where the
 * product's words become the API's field names; `schema` (with `.meta({ id })`) is what the OpenAPI
 * document shows, and the output is parsed through it, so a field it does not name never leaves.
 */
export function answer<T, S extends z.ZodType>(schema: S, toWire: (value: T) => z.input<S>): z.ZodType<z.output<S>, T> {
  // A value this answer cannot map is an issue, not a crash, so a union of answers tries the next one.
  const mapped = z.custom<T>().transform((value, ctx) => {
    try {
      return toWire(value);
    } catch (err) {
      ctx.addIssue({ code: "custom", message: `not this answer's value: ${(err as Error).message}` });
      return z.NEVER;
    }
  }) as unknown as z.ZodType<z.input<S>, T>;
  return mapped.pipe(schema as unknown as z.ZodType<z.output<S>, z.input<S>>);
}

/** Dates leave as ISO 8601 instants. */
export const instant = z.iso.datetime({ offset: true });

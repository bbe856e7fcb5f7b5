import type { z } from "zod";

/** Field → its first message, keyed by the field's dotted path ("_" for the whole): the API's `errors`, and the forms'. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

import { z } from "zod";
import { fieldErrorsOf } from "../validation/field-errors";
import { ApiError } from "../errors";

export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  data?: T;
  errors?: Record<string, string>;
  [extra: string]: unknown;
}

/** `{success: true, message, data, ...extra}` with the given status (200 by default). */
export function ok<T>(data: T, message = "", init: { status?: number; extra?: Record<string, unknown>; headers?: HeadersInit } = {}) {
  const body: Envelope<T> = { success: true, message, ...(data === undefined ? {} : { data }), ...init.extra };
  return Response.json(body, { status: init.status ?? 200, headers: init.headers });
}

export function fail(status: number, message: string, extra: Record<string, unknown> = {}, headers?: HeadersInit) {
  return Response.json({ success: false, message, ...extra } satisfies Envelope, { status, headers });
}

/** A zod failure as the API's 400: the first human message, plus every field's. */
export function validationError(error: z.ZodError): ApiError {
  const fieldErrors = fieldErrorsOf(error);
  return new ApiError("bad_request", error.issues[0]?.message ?? "Invalid input.", { fieldErrors });
}

export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof errorStatus;

/** The one error type route handlers and services throw; the wrapper turns it into the envelope. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, message: string, options: { fieldErrors?: Record<string, string>; retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const GENERIC_ERROR_MESSAGE = "Something went wrong.";
export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";

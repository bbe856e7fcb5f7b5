// The auth forms' calls to the API: JSON in, the envelope out, network failures as a generic message.
export interface ApiAnswer<T = unknown> {
  ok: boolean;
  status: number;
  message: string;
  data?: T;
  errors?: Record<string, string>;
  msg?: string;
}

export async function callApi<T = unknown>(path: string, body?: unknown, method = "POST"): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(path, {
      method,
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
    const json = (await response.json().catch(() => ({}))) as Partial<ApiAnswer<T>> & { success?: boolean };
    return {
      ok: response.ok && json.success !== false,
      status: response.status,
      message: typeof json.message === "string" ? json.message : "",
      data: json.data,
      errors: json.errors,
      msg: typeof json.msg === "string" ? json.msg : undefined,
    };
  } catch {
    return { ok: false, status: 0, message: "" };
  }
}

/** The spec's rule (§8): show the server's message, else the fallback. */
export function messageOf(answer: ApiAnswer, fallback: string): string {
  return answer.message || fallback;
}

"use client";
// The console's calls to the staff API (same origin, session cookie). Answers are the API's envelope.

export interface ApiAnswer<T = unknown> {
  ok: boolean;
  status: number;
  message: string;
  data?: T;
  errors: Record<string, string>;
}

export async function adminRequest<T = unknown>(method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: body === undefined || body instanceof FormData ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: "The server could not be reached. Check your connection and try again.", errors: {} };
  }
  let json: { success?: boolean; message?: string; data?: T; errors?: Record<string, string> } = {};
  try {
    json = await response.json();
  } catch {
    // not JSON: keep the defaults
  }
  if (response.status === 401) {
    window.location.assign(`/auth/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`);
  }
  return {
    ok: response.ok && json.success !== false,
    status: response.status,
    message: json.message || (response.ok ? "Done." : "Something went wrong."),
    data: json.data,
    errors: json.errors ?? {},
  };
}

/** Uploads an image; answers its URL or the problem. */
export async function uploadImage(file: File): Promise<{ url?: string; error?: string }> {
  if (file.size > 2 * 1024 * 1024) return { error: "Images must be at most 2 MB." };
  const form = new FormData();
  form.append("file", file);
  const answer = await adminRequest<{ url: string }>("POST", "/api/admin/uploads", form);
  return answer.ok && answer.data ? { url: answer.data.url } : { error: answer.errors.file ?? answer.message };
}

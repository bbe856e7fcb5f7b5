// The soak's HTTP client: JSON calls and page loads against the server under test, each failure a SoakError that
// the load counts (and names) instead of stopping the run.
export class SoakError extends Error {}

export type JsonBody = { success?: boolean; message?: string; data?: unknown; accessToken?: string };

export interface SoakClient {
  json(path: string, init?: RequestInit & { token?: string }): Promise<JsonBody>;
  page(path: string, cookie?: string): Promise<void>;
  /** Asks `read` every 250 ms until it finds something, for up to 30 s. */
  poll<T>(read: () => Promise<T | undefined>, what: string): Promise<T>;
}

export function soakClient(base: string): SoakClient {
  return {
    async json(path, init = {}) {
      const headers = new Headers(init.headers);
      if (init.body) headers.set("content-type", "application/json");
      if (init.token) headers.set("authorization", `Bearer ${init.token}`);
      const res = await fetch(`${base}${path}`, { ...init, headers });
      const body = (await res.json().catch(() => ({}))) as JsonBody;
      if (!res.ok || body.success === false) throw new SoakError(`${init.method ?? "GET"} ${path}: ${res.status} ${body.message ?? ""}`);
      return body;
    },
    async page(path, cookie) {
      const res = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
      await res.arrayBuffer();
      if (res.status !== 200) throw new SoakError(`GET ${path}: ${res.status}`);
    },
    async poll(read, what) {
      for (let i = 0; i < 120; i++) {
        const found = await read();
        if (found !== undefined) return found;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new SoakError(`no ${what} within 30 s`);
    },
  };
}

// The API client fetched on first use (the site's own first-load JS), for components whose calls all
// come after the page runs: the rest of a slider's list, another tab's courses.
import type { ApiAnswer } from "./client";

type Client = typeof import("./client");

/** `call` with the API client once it is loaded; a client that can't be fetched (offline) answers as the network's failure does (status 0). */
export function withApi<T>(call: (client: Client) => Promise<ApiAnswer<T>>): Promise<ApiAnswer<T>> {
  return import("./client").then(call, (): ApiAnswer<T> => ({ ok: false, status: 0, message: "", errors: {}, extra: {} }));
}

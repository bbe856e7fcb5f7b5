import { env } from "../env";

/** Set by the server from the socket address (any copy sent by the client is dropped first). */
export const CLIENT_IP_HEADER = "x-tp-client-ip";

/** The client's address: the socket's, or with TRUST_PROXY=1 the first X-Forwarded-For entry. */
export function clientIp(request: Request): string {
  if (env().TRUST_PROXY) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

import { isIPv6 } from "node:net";
import { env } from "../env";

/** Set by the server from the socket address (any copy sent by the client is dropped first). */
export const CLIENT_IP_HEADER = "x-tp-client-ip";

/**
 * The address per-client limits count: the socket's, or behind TRUST_PROXY=N proxies the entry the N-th proxy
 * from us appended to X-Forwarded-For. Entries further left are written by the client and prove nothing, so a
 * client cannot choose its own address. An IPv6 client counts as its /64: one host usually holds a whole /64.
 */
export function clientIp(request: Request): string {
  return addressKey(forwardedAddress(request) ?? request.headers.get(CLIENT_IP_HEADER) ?? "unknown");
}

function forwardedAddress(request: Request): string | undefined {
  const hops = env().TRUST_PROXY;
  if (!hops) return undefined;
  const entries = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request did not come through all of them; the socket is the best we know.
  return entries.length >= hops ? entries[entries.length - hops] : undefined;
}

/** An IPv4 address as it is; an IPv6 address as its /64 network ("2001:db8:1:2::/64"); IPv4-mapped IPv6 as IPv4. */
export function addressKey(address: string): string {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1]!;
  if (!isIPv6(bare)) return bare;
  const [head = "", tail = ""] = bare.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = bare.includes("::") ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

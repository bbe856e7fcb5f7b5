import "server-only";
import { clientIp } from "./client-ip";
import { hit, type RateLimitRule } from "./rate-limit";

/**
 * The public answers that cost real CPU to draw (a course's link preview, a certificate's PDF): at most this many
 * from one address in 10 minutes, shared by every instance (a crawler loop must not keep both cores busy).
 */
export const publicRenderRateLimit: RateLimitRule = { name: "render:ip", limit: 60, windowSeconds: 600, message: "Too many requests. Please try again later." };

/** A plain 429 with Retry-After when the caller's address is past the limit; undefined when it may go on. */
export async function renderRefusal(request: Request): Promise<Response | undefined> {
  const result = await hit(publicRenderRateLimit, clientIp(request));
  if (result.allowed) return undefined;
  return new Response(publicRenderRateLimit.message, {
    status: 429,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": String(result.retryAfterSeconds), "Cache-Control": "no-store" },
  });
}

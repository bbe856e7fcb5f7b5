import { clientIp } from "@/lib/http/client-ip";
import { hit } from "@/lib/http/rate-limit";
import { isOwnVectorImage } from "@/lib/images/image-path";
import { acceptedFormat, drawImage, imageRateLimit, keptImage, parseImageRequest, PLACEHOLDER, type DrawnImage } from "@/lib/images/remote-image.server";

// GET /img?src=<an http(s) picture of another host, or one of the site's SVG pictures>&w=<a drawn width>: the picture
// drawn at that width in the format the browser takes (lib/images/remote-image.server.ts), so a page never waits on
// another host, the browser never connects to it, and no SVG picture costs the page's main thread a document.
// Answers a picture or a small placeholder, never an error page: an <img> shows whatever it gets.

/** A drawing of the site's own picture changes when its file does (a release): kept a day, not a month. */
const OWN_IMAGE_CACHE = "public, max-age=86400, stale-while-revalidate=604800";

function answer(image: DrawnImage, extra: Record<string, string> = {}, status = 200): Response {
  return new Response(new Uint8Array(image.body), {
    status,
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.body.length),
      // A drawn picture is the same for the same address and Accept; a placeholder is tried again soon.
      "Cache-Control": image.kind === "image" ? "public, max-age=2592000, stale-while-revalidate=86400" : "public, max-age=60",
      Vary: "Accept",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "Cross-Origin-Resource-Policy": "same-origin",
      ...extra,
    },
  });
}

export async function GET(request: Request): Promise<Response> {
  const parsed = parseImageRequest(new URL(request.url).searchParams);
  if ("refused" in parsed) return answer(PLACEHOLDER, { "Cache-Control": "no-store", "X-Image-Refused": parsed.refused }, 400);
  const format = acceptedFormat(request.headers.get("accept"));
  const cacheOf = (image: DrawnImage): Record<string, string> =>
    image.kind === "image" && isOwnVectorImage(parsed.src) ? { "Cache-Control": OWN_IMAGE_CACHE } : {};
  const kept = keptImage(parsed.src, parsed.width, format);
  if (kept) return answer(kept, cacheOf(kept));
  // The counter is what bounds the requests this route makes to other hosts: when it can't be counted (the
  // database is unreachable), no new picture is fetched; pictures already drawn are still answered above.
  const limited = await hit(imageRateLimit, clientIp(request)).catch(() => undefined);
  if (!limited) return answer(PLACEHOLDER, { "Cache-Control": "no-store", "Retry-After": "30" }, 503);
  if (!limited.allowed) return answer(PLACEHOLDER, { "Cache-Control": "no-store", "Retry-After": String(limited.retryAfterSeconds) }, 429);
  const drawn = await drawImage(parsed.src, parsed.width, format);
  return answer(drawn, cacheOf(drawn));
}

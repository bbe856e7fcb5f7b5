// Where a picture is loaded from. A picture another host serves goes through the site's image path (app/img/route.ts),
// which fetches it once with a timeout, draws it at the width asked for in the format the browser takes, keeps it,
// and answers a placeholder when the other host is slow or gone: no page waits on another host, and no visitor's
// browser connects to it. The site's own SVG pictures (/images/…svg) go through it too, drawn from the file: for
// each SVG picture Chromium builds a separate SVG document on the page's main thread (the home page's eight cost
// about 50 ms there on this machine), where a drawn AVIF or WebP is decoded off it. The site's other pictures
// (/images/… rasters, /uploads/…) are served as they are. Browser-safe (no server imports): client components call it too.

/** The widths the image path draws; a request for another width is drawn at the next one up. */
export const IMAGE_WIDTHS = [48, 96, 160, 240, 320, 480, 640, 800, 1200] as const;

/** Served by another host: an absolute http(s) URL, or a protocol-relative one (`//host/…`). */
export function isRemoteImage(src: string): boolean {
  return /^https?:\/\//i.test(src) || src.startsWith("//");
}

/** The width the image path draws for `width` (the next one up, at most the largest). */
export function imageWidth(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/** One of the site's own SVG pictures: a file under public/images (letters, digits, `_`, `-` and `/` only, so no `..`). */
export function isOwnVectorImage(src: string): boolean {
  return /^\/images\/[\w/-]+\.svg$/i.test(src);
}

/** The address a page uses for `src` drawn `width` CSS pixels wide (another host's or an SVG picture goes through /img). */
export function imageSrc(src: string, width: number): string {
  if (isOwnVectorImage(src)) return `/img?src=${encodeURIComponent(src)}&w=${imageWidth(width)}`;
  if (!isRemoteImage(src)) return src;
  const absolute = src.startsWith("//") ? `https:${src}` : src;
  return `/img?src=${encodeURIComponent(absolute)}&w=${imageWidth(width)}`;
}

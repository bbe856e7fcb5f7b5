import "server-only";
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import fs from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import type { RateLimitRule } from "../http/rate-limit";
import { remember } from "../remember";
import { IMAGE_WIDTHS, isOwnVectorImage } from "./image-path";

/** How long the other host has to answer, headers and body together. */
export const FETCH_TIMEOUT_MS = 3000;
/** The largest picture fetched (bytes as sent), and the most pixels decoded (a small file can unpack to gigabytes). */
export const MAX_SOURCE_BYTES = 8 * 1024 * 1024;
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_REDIRECTS = 3;
/** Drawn pictures kept in memory, by bytes; a failed fetch is remembered for a minute so a dead host isn't asked per visit. */
const CACHE_BYTES = 48 * 1024 * 1024;
const DRAWN_TTL_MS = 6 * 60 * 60_000;
const FAILED_TTL_MS = 60_000;

/** Fetching and drawing costs the other host's time and our CPU: at most this many new pictures per address; kept ones are free. */
export const imageRateLimit: RateLimitRule = { name: "image:ip", limit: 300, windowSeconds: 600, message: "Too many pictures. Please try again later." };

export type ImageFormat = "avif" | "webp" | "jpeg";

export interface DrawnImage {
  /** "placeholder" when the picture could not be fetched or read: a small grey box, cached briefly. */
  kind: "image" | "placeholder";
  contentType: string;
  body: Buffer;
}

/** The small grey box answered in place of a picture that could not be had. */
export const PLACEHOLDER: DrawnImage = {
  kind: "placeholder",
  contentType: "image/svg+xml",
  body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#e2e8f0"/></svg>'),
};

/** The format the browser takes, best first: AVIF, then WebP, else JPEG (every browser). */
export function acceptedFormat(accept: string | null): ImageFormat {
  if (accept && /\bimage\/avif\b/.test(accept)) return "avif";
  if (accept && /\bimage\/webp\b/.test(accept)) return "webp";
  return "jpeg";
}

// Addresses no picture of another host lives at: this machine, the private networks, link-local (the cloud's metadata
// service at 169.254.169.254), shared address space, multicast, reserved and documentation ranges.
const privateRanges = remember("images.private-ranges", () => {
  const list = new net.BlockList();
  for (const [prefix, bits] of [
    ["0.0.0.0", 8],
    ["10.0.0.0", 8],
    ["100.64.0.0", 10],
    ["127.0.0.0", 8],
    ["169.254.0.0", 16],
    ["172.16.0.0", 12],
    ["192.0.0.0", 24],
    ["192.0.2.0", 24],
    ["192.168.0.0", 16],
    ["198.18.0.0", 15],
    ["198.51.100.0", 24],
    ["203.0.113.0", 24],
    ["224.0.0.0", 4],
    ["240.0.0.0", 4],
  ] as const)
    list.addSubnet(prefix, bits, "ipv4");
  for (const [prefix, bits] of [
    ["::", 128],
    ["::1", 128],
    ["64:ff9b::", 96],
    ["100::", 64],
    ["2001:db8::", 32],
    ["fc00::", 7],
    ["fe80::", 10],
    ["ff00::", 8],
  ] as const)
    list.addSubnet(prefix, bits, "ipv6");
  return list;
});

/** Whether `address` (an IP literal) is on the public internet; an IPv4 address written as IPv6 is judged as IPv4. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = net.isIP(bare);
  if (family === 0) return false;
  // ::ffff:7f00:1 (IPv4-mapped, written in hex) and other mapped forms: refuse the whole mapped range.
  if (family === 6 && /^::ffff:/i.test(bare)) return false;
  return !privateRanges.check(bare, family === 4 ? "ipv4" : "ipv6");
}

class RefusedImage extends Error {}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/**
 * The connection's own name lookup, refusing a name with any non-public address: checking first and connecting
 * after would let a name that changes between the two (DNS rebinding) reach inside.
 */
function lookupPublic(allow: (address: string) => boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { all: true, verbatim: true }, (err, addresses) => {
      if (err) return callback(err, []);
      if (addresses.length === 0 || addresses.some((a) => !allow(a.address))) return callback(new RefusedImage(`${hostname} is not a public address`), []);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** The bytes at `url` (following a few redirects, each checked again), or a thrown error; never more than the limits. */
function fetchBytes(url: URL, allow: (address: string) => boolean, deadline: number, redirects = 0): Promise<Buffer> {
  if (url.protocol !== "http:" && url.protocol !== "https:") return Promise.reject(new RefusedImage("only http(s) pictures"));
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // An address written in the URL is connected to without a lookup: check it here.
  if (net.isIP(host) && !allow(host)) return Promise.reject(new RefusedImage(`${host} is not a public address`));
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Buffer>((resolve, reject) => {
    const request = client.get(
      url,
      {
        agent: false,
        lookup: lookupPublic(allow) as unknown as typeof dns.lookup,
        timeout: Math.max(1, deadline - Date.now()),
        headers: { accept: "image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8", "user-agent": "TrainingPortal-ImageProxy/1.0" },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          if (redirects >= MAX_REDIRECTS) return reject(new RefusedImage("too many redirects"));
          return resolve(fetchBytes(new URL(response.headers.location, url), allow, deadline, redirects + 1));
        }
        if (status !== 200) {
          response.resume();
          return reject(new Error(`answered ${status}`));
        }
        if (Number(response.headers["content-length"] ?? 0) > MAX_SOURCE_BYTES) {
          request.destroy();
          return reject(new RefusedImage("too large"));
        }
        const parts: Buffer[] = [];
        let size = 0;
        response.on("data", (part: Buffer) => {
          size += part.length;
          if (size > MAX_SOURCE_BYTES) request.destroy(new RefusedImage("too large"));
          else parts.push(part);
        });
        response.on("end", () => resolve(Buffer.concat(parts)));
        response.on("error", reject);
      },
    );
    const timer = setTimeout(() => request.destroy(new Error("timed out")), Math.max(1, deadline - Date.now()));
    request.on("close", () => clearTimeout(timer));
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
  });
}

/** The most a vector picture is scaled up to be drawn at the width asked for (a 48 px drawing at 1200 px is 25). */
const MAX_VECTOR_SCALE = 32;

/**
 * `bytes` drawn `width` pixels wide at most, in `format`. A raster is never enlarged; a vector picture (SVG) is
 * drawn at that width from its shapes, not drawn at its own size and then scaled.
 */
async function draw(bytes: Buffer, width: number, format: ImageFormat): Promise<DrawnImage> {
  const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const density = meta.format === "svg" && meta.width ? Math.min(MAX_VECTOR_SCALE, width / meta.width) * 72 : undefined;
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, ...(density ? { density } : {}) })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  const body =
    format === "avif"
      ? await image.avif({ quality: 55, effort: 2 }).toBuffer()
      : format === "webp"
        ? await image.webp({ quality: 75 }).toBuffer()
        : await image.flatten({ background: "#ffffff" }).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  return { kind: "image", contentType: `image/${format}`, body };
}

const drawnImages = remember(
  "images.drawn",
  () =>
    new LRUCache<string, DrawnImage>({
      maxSize: CACHE_BYTES,
      sizeCalculation: (image) => image.body.length + 200,
      ttl: DRAWN_TTL_MS,
    }),
);
/** Draws under way, so visitors asking for the same picture at once share one fetch. */
const drawing = remember("images.drawing", () => new Map<string, Promise<DrawnImage>>());

const keyOf = (src: string, width: number, format: ImageFormat) => `${format}:${width}:${src}`;

/** The picture already drawn (or the placeholder of a recent failure), without any work. */
export function keptImage(src: string, width: number, format: ImageFormat): DrawnImage | undefined {
  return drawnImages.get(keyOf(src, width, format));
}

export interface DrawOptions {
  /** Which addresses may be connected to (the public internet only; tests widen it to reach their own server). */
  allowAddress?: (address: string) => boolean;
  timeoutMs?: number;
}

/** The picture kept under `key`, or the one being drawn, or `bytes()` drawn now; a failure keeps the placeholder a minute. */
function drawOnce(key: string, bytes: () => Promise<Buffer>, width: number, format: ImageFormat): Promise<DrawnImage> {
  const kept = drawnImages.get(key);
  if (kept) return Promise.resolve(kept);
  const pending = drawing.get(key);
  if (pending) return pending;
  const work = Promise.resolve()
    .then(bytes)
    .then((source) => draw(source, width, format))
    .then(
      (image) => {
        drawnImages.set(key, image);
        return image;
      },
      () => {
        drawnImages.set(key, PLACEHOLDER, { ttl: FAILED_TTL_MS });
        return PLACEHOLDER;
      },
    )
    .finally(() => drawing.delete(key));
  drawing.set(key, work);
  return work;
}

/**
 * The picture at `src` (an http(s) URL) drawn `width` wide in `format`: kept, or fetched (within the timeout and the
 * size limits, public addresses only) and drawn. Never throws: anything that goes wrong answers the placeholder.
 */
export function drawRemoteImage(src: string, width: number, format: ImageFormat, options: DrawOptions = {}): Promise<DrawnImage> {
  const deadline = Date.now() + (options.timeoutMs ?? FETCH_TIMEOUT_MS);
  return drawOnce(keyOf(src, width, format), () => fetchBytes(new URL(src), options.allowAddress ?? isPublicAddress, deadline), width, format);
}

/** Where the site's own pictures are (public/, beside the server's working folder, as Next serves them). */
const PUBLIC_DIR = path.join(process.cwd(), "public");

/**
 * One of the site's own SVG pictures (`/images/…svg`, checked again here) drawn `width` wide in `format` from its
 * file. Never throws: a missing file answers the placeholder.
 */
export function drawOwnImage(src: string, width: number, format: ImageFormat): Promise<DrawnImage> {
  if (!isOwnVectorImage(src)) return Promise.resolve(PLACEHOLDER);
  return drawOnce(keyOf(src, width, format), () => fs.readFile(path.join(PUBLIC_DIR, src)), width, format);
}

/** A picture the image path was asked for: the site's own SVG, or another host's. */
export function drawImage(src: string, width: number, format: ImageFormat): Promise<DrawnImage> {
  return isOwnVectorImage(src) ? drawOwnImage(src, width, format) : drawRemoteImage(src, width, format);
}

/**
 * A picture request's source and width, or why it is refused: the site's own SVG pictures and http(s) URLs of a
 * sane length, at a drawn width.
 */
export function parseImageRequest(query: URLSearchParams): { src: string; width: number } | { refused: string } {
  const src = query.get("src") ?? "";
  const width = Number(query.get("w"));
  if (src.length > 2000) return { refused: "src is too long" };
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return { refused: `w must be one of ${IMAGE_WIDTHS.join(", ")}` };
  if (isOwnVectorImage(src)) return { src, width };
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return { refused: "src must be an absolute http(s) URL" };
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) return { refused: "src must be an absolute http(s) URL" };
  return { src: url.href, width };
}

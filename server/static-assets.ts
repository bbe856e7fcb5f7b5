// The build's scripts and styles on the wire in brotli. Next's own server only gzips, on the fly, at its
// default level: the server in front of it answers /_next/static/ from copies compressed once, at build time, at
// the highest levels (brotli 11, gzip 9), with Vary and a year's immutable caching (every name carries its
// content's hash). A client that accepts neither, and any file without a copy, goes to Next.
import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import zlib from "node:zlib";

/** The kinds worth compressing; fonts (woff2) and images are compressed already. */
const TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".json": "application/json; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=UTF-8",
};
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 512;
export const IMMUTABLE = "public, max-age=31536000, immutable";

function* files(dir: string): Generator<string> {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each script and style of `<distDir>/static` that has none yet (a copy
 * only when it is smaller). Idempotent: after a build it compresses everything, later it finds nothing to do.
 */
export function precompressStatic(distDir: string): { files: number; rawBytes: number; brBytes: number } {
  const report = { files: 0, rawBytes: 0, brBytes: 0 };
  for (const file of files(path.join(distDir, "static"))) {
    if (!TYPES[path.extname(file)] || fs.existsSync(`${file}.br`)) continue;
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = zlib.gzipSync(raw, { level: 9 });
    // The .gz first: a .br marks the file as done.
    if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
    if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
    report.files++;
    report.rawBytes += raw.length;
    report.brBytes += Math.min(br.length, raw.length);
  }
  return report;
}

interface Asset {
  type: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** The encodings a request accepts (q=0 refuses one). */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * Answers /_next/static/ requests from the precompressed copies, held in memory (the whole build's are a few
 * hundred KB); returns false when it can't (no copy, or a client that accepts neither encoding) and Next answers.
 */
export function createStaticAssets(distDir: string) {
  const root = path.join(distDir, "static");
  const assets = new Map<string, Asset>();
  for (const file of files(root)) {
    const ext = path.extname(file);
    const type = TYPES[ext];
    if (!type) continue;
    const read = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined);
    const asset: Asset = { type, br: read(".br"), gzip: read(".gz") };
    if (asset.br || asset.gzip) assets.set(`/_next/static/${path.relative(root, file).split(path.sep).join("/")}`, asset);
  }

  return {
    size: assets.size,
    serve(req: http.IncomingMessage, res: http.ServerResponse): boolean {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const url = req.url ?? "";
      if (!url.startsWith("/_next/static/")) return false;
      const asset = assets.get(url.split("?")[0]!);
      if (!asset) return false;
      const accepted = acceptedEncodings(req.headers["accept-encoding"]);
      const [encoding, body] = asset.br && accepted.has("br") ? ["br", asset.br] : asset.gzip && accepted.has("gzip") ? ["gzip", asset.gzip] : [];
      if (!encoding || !body) return false;
      res.statusCode = 200;
      res.setHeader("Content-Type", asset.type);
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", body.length);
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("Cache-Control", IMMUTABLE);
      res.end(req.method === "HEAD" ? undefined : body);
      return true;
    },
  };
}

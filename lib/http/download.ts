import "server-only";
import { toCsv } from "../csv";

// One answer for every file the server hands out (CSV exports, PDFs, proofs, materials, calendar files): the
// name in Content-Disposition made safe, nosniff always, and CSV built formula-safe (lib/csv.ts).

/** A file name for Content-Disposition: printable ASCII in `filename`, the real name in `filename*` when it differs. */
export function dispositionOf(filename: string, disposition: "attachment" | "inline" = "attachment"): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/[\\"/]/g, "_");
  return ascii === filename ? `${disposition}; filename="${ascii}"` : `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export interface DownloadOptions {
  filename: string;
  /** The media type; CSV and calendar text get `; charset=utf-8` when given without one. */
  type: string;
  /** `inline` lets the browser show it (a certificate PDF); attachment by default. */
  disposition?: "attachment" | "inline";
  status?: number;
  /** Further headers (Cache-Control, Content-Security-Policy, X-Robots-Tag, …); they win over the defaults. */
  headers?: Record<string, string>;
}

/** The answer of a file download: the bytes or text, its type, its name, nosniff, and its length when known. */
export function download(
  body: string | Uint8Array | Buffer,
  { filename, type, disposition = "attachment", status = 200, headers = {} }: DownloadOptions,
): Response {
  const bytes = typeof body === "string" ? undefined : new Uint8Array(body);
  const contentType = typeof body === "string" && !/charset=/i.test(type) ? `${type}; charset=utf-8` : type;
  return new Response(bytes ?? (body as string), {
    status,
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": dispositionOf(filename, disposition),
      ...(bytes ? { "Content-Length": String(bytes.byteLength) } : {}),
      "X-Content-Type-Options": "nosniff",
      ...headers,
    },
  });
}

/** A CSV download built from rows (formula-safe). */
export function csvDownload(rows: readonly (readonly (string | number | null | undefined)[])[], filename: string, headers?: Record<string, string>): Response {
  return download(toCsv(rows), { filename, type: "text/csv", headers });
}

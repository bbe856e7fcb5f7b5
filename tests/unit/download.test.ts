import { describe, expect, it } from "vitest";
import { csvDownload, dispositionOf, download } from "@/lib/http/download";

// The one answer of every file the server hands out (lib/http/download.ts): security.md asks that no name a user
// gave can break out of Content-Disposition, that no file is sniffed into something else, and that CSV cells can't
// run as spreadsheet formulas.

describe("download()", () => {
  it.each([
    ["report.csv", 'attachment; filename="report.csv"'],
    ['a"b\\c/d.pdf', "attachment; filename=\"a_b_c_d.pdf\"; filename*=UTF-8''a%22b%5Cc%2Fd.pdf"],
    ["evil\r\nSet-Cookie: x=1.pdf", "attachment; filename=\"evil__Set-Cookie: x=1.pdf\"; filename*=UTF-8''evil%0D%0ASet-Cookie%3A%20x%3D1.pdf"],
    ["Zertifikat-Müller.pdf", "attachment; filename=\"Zertifikat-M_ller.pdf\"; filename*=UTF-8''Zertifikat-M%C3%BCller.pdf"],
  ])("names %j safely in Content-Disposition", (name, header) => {
    expect(dispositionOf(name)).toBe(header);
    expect(dispositionOf(name)).not.toMatch(/[\r\n]/);
  });

  it("always says nosniff, the type with a charset for text, the length of bytes, and lets a route add headers", async () => {
    const text = download("BEGIN:VCALENDAR", { filename: "batch.ics", type: "text/calendar" });
    expect(text.headers.get("x-content-type-options")).toBe("nosniff");
    expect(text.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const bytes = download(Buffer.from("%PDF-1.7"), {
      filename: "c.pdf",
      type: "application/pdf",
      disposition: "inline",
      headers: { "Cache-Control": "private, no-store" },
    });
    expect(bytes.headers.get("content-length")).toBe("8");
    expect(bytes.headers.get("content-disposition")).toBe('inline; filename="c.pdf"');
    expect(bytes.headers.get("cache-control")).toBe("private, no-store");
    expect(bytes.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("builds CSV formula-safe, quoted, CRLF lines after a byte-order mark", async () => {
    const answer = csvDownload(
      [
        ["Name", "Note"],
        ['=HYPERLINK("http://x")', '+1 "quoted"'],
      ],
      "list.csv",
    );
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    // The bytes, not text(): a decoder drops the byte-order mark that spreadsheets need.
    expect(Buffer.from(await answer.arrayBuffer()).toString("utf8")).toBe('\uFEFF"Name","Note"\r\n"\'=HYPERLINK(""http://x"")","\'+1 ""quoted"""\r\n');
  });
});

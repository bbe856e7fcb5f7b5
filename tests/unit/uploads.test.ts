import { describe, expect, it } from "vitest";
import { detectImageType, unsafeSvgReason } from "@/lib/uploads/store";

describe("uploads: the bytes decide the type", () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  it.each([
    ["png", png, "png"],
    ["jpeg", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]), "jpg"],
    ["webp", new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "), "webp"],
    ["svg", new TextEncoder().encode('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'), "svg"],
    ["html", new TextEncoder().encode("<html><body>hi</body></html>"), undefined],
    ["gif", new TextEncoder().encode("GIF89a...."), undefined],
  ])("%s", (_name, bytes, expected) => {
    expect(detectImageType(bytes)).toBe(expected);
  });

  it("refuses SVGs that can run script or load other documents", () => {
    expect(unsafeSvgReason('<svg><rect width="1" height="1"/></svg>')).toBeUndefined();
    for (const evil of [
      "<svg><script/></svg>",
      '<svg onload="x()"/>',
      '<svg><a href="javascript:x()"/></svg>',
      '<svg><image href="https://evil.example/x.png"/></svg>',
      "<svg><style>@import url(x)</style></svg>",
    ]) {
      expect(unsafeSvgReason(evil), evil).toBeDefined();
    }
  });

  // An image upload is read on the process that serves every page: no content may make the checks backtrack.
  it.each([
    ["a run of empty comments before no <svg>", () => `${"<!---->".repeat(600)}x`],
    ["comments each holding the next one's end", () => `${"<!-- --> ".repeat(500)}<svg`],
    ["href= followed by 2 MB of spaces", () => `<svg>href=${" ".repeat(2 * 1024 * 1024 - 20)}x`],
    ["src=' followed by 2 MB of spaces", () => `<svg>src='${" ".repeat(2 * 1024 * 1024 - 20)}x`],
    ["2 MB of ' on' without an equals sign", () => `<svg>${" on".repeat(699_000)}`],
  ])("checks %s within a second", (_name, make) => {
    const text = make();
    const started = performance.now();
    detectImageType(new TextEncoder().encode(text));
    unsafeSvgReason(text);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("still reads an SVG after comments, and still refuses a link split by spaces and a quote", () => {
    expect(detectImageType(new TextEncoder().encode('<!-- a --> <!-- b -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("svg");
    expect(unsafeSvgReason(`<svg><image href = ' https://evil.example/x.png'/></svg>`)).toBeDefined();
    expect(unsafeSvgReason(`<svg><image href=  data:image/png;base64,AAAA/></svg>`)).toBeDefined();
  });
});

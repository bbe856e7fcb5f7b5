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
});

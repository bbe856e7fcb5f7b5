import { expect, test } from "../support/test";

// Issue 26: the build's scripts and styles are answered in brotli, compressed at build time, cached for a year.
test("a page's chunks and styles come in brotli, immutable, and decode to what Next serves uncompressed", async ({ request }) => {
  const html = await (await request.get("/contact")).text();
  const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!))];
  expect(assets.some((a) => a.endsWith(".js"))).toBe(true);
  expect(assets.some((a) => a.endsWith(".css"))).toBe(true);
  for (const asset of assets) {
    const br = await request.get(asset, { headers: { "accept-encoding": "br" } });
    expect(br.status(), asset).toBe(200);
    expect(br.headers()["content-encoding"], asset).toBe("br");
    expect(br.headers()["vary"], asset).toBe("Accept-Encoding");
    expect(br.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
    // Next answers a client that accepts no encoding: the original bytes.
    const plain = await request.get(asset, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers()["content-encoding"], asset).toBeUndefined();
    expect((await br.body()).equals(await plain.body()), asset).toBe(true);
  }
});

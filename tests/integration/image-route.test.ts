// The site's image path (GET /img): another host's picture, one of the site's SVG pictures, or a placeholder, never an
// error page; only http(s) pictures and /images/…svg at a drawn width; never this machine or a private network, nor a
// file outside public/images; new pictures limited per address.
import { describe, expect, it, vi } from "vitest";
import { GET as imageRoute } from "@/app/img/route";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { drawImage, imageRateLimit } from "@/lib/images/remote-image.server";

// The counter can be made to fail (as when the database is unreachable), and the drawing watched, without changing
// either for the other tests.
const counterDown = vi.hoisted(() => ({ current: false }));
vi.mock("@/lib/http/rate-limit", async (original) => {
  const real = await original<typeof import("@/lib/http/rate-limit")>();
  return {
    ...real,
    hit: vi.fn((...args: Parameters<typeof real.hit>) => (counterDown.current ? Promise.reject(new Error("database unreachable")) : real.hit(...args))),
  };
});
vi.mock("@/lib/images/remote-image.server", async (original) => {
  const real = await original<typeof import("@/lib/images/remote-image.server")>();
  return { ...real, drawImage: vi.fn(real.drawImage) };
});

let counter = 0;
const image = (query: string, ip = `203.0.113.${++counter % 250}`, accept = "image/avif,image/webp,*/*") =>
  imageRoute(new Request(`http://localhost:3000/img?${query}`, { headers: { [CLIENT_IP_HEADER]: ip, accept } }));
const src = (url: string) => `src=${encodeURIComponent(url)}&w=240`;

describe("GET /img", () => {
  it.each([
    ["a local path", "src=%2Fimages%2Fa.png&w=240"],
    ["a path out of the site's pictures", "src=%2Fimages%2F..%2F..%2Fpackage.svg&w=240"],
    ["an uploaded SVG", "src=%2Fuploads%2Fa.svg&w=240"],
    ["a file URL", "src=file%3A%2F%2F%2Fetc%2Fpasswd&w=240"],
    ["no source", "w=240"],
    ["a width it does not draw", "src=https%3A%2F%2Fexample.com%2Fa.png&w=5000"],
  ])("refuses %s with a placeholder, not an error page", async (_, query) => {
    const answer = await image(query);
    expect(answer.status).toBe(400);
    expect(answer.headers.get("content-type")).toBe("image/svg+xml");
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });

  it.each(["http://127.0.0.1:1/a.png", "http://localhost/a.png", "http://[::1]/a.png", "http://169.254.169.254/latest/meta-data/", "http://10.0.0.1/a.png"])(
    "never reaches %s: the placeholder, briefly cached",
    async (url) => {
      const answer = await image(src(url));
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("image/svg+xml");
      expect(answer.headers.get("cache-control")).toBe("public, max-age=60");
      expect(answer.headers.get("vary")).toBe("Accept");
    },
  );

  it(`limits new pictures per address: the ${imageRateLimit.limit + 1}th in ${imageRateLimit.windowSeconds / 60} minutes gets 429`, async () => {
    const ip = "192.0.2.210";
    for (let i = 0; i < imageRateLimit.limit; i++) expect((await image(src(`http://127.0.0.1:1/many-${i}.png`), ip)).status).toBe(200);
    const refused = await image(src("http://127.0.0.1:1/one-more.png"), ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    // One already drawn (here, its placeholder kept) costs nothing and is still answered.
    expect((await image(src("http://127.0.0.1:1/many-0.png"), ip)).status).toBe(200);
    expect((await image(src("http://127.0.0.1:1/one-more.png"), "192.0.2.211")).status).toBe(200);
  });

  it("draws one of the site's SVG pictures in the format the browser takes, kept by browsers a day", async () => {
    const query = "src=%2Fimages%2Fcourses%2Fkafka-streaming.svg&w=240";
    for (const [accept, type] of [
      ["image/avif,image/webp,*/*", "image/avif"],
      ["image/webp,*/*", "image/webp"],
    ]) {
      const answer = await image(query, undefined, accept);
      expect([answer.status, answer.headers.get("content-type")]).toEqual([200, type]);
      expect(answer.headers.get("cache-control")).toBe("public, max-age=86400, stale-while-revalidate=604800");
      expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(500);
    }
    const missing = await image("src=%2Fimages%2Fcourses%2Fno-such-course.svg&w=240");
    expect([missing.status, missing.headers.get("content-type"), missing.headers.get("cache-control")]).toEqual([200, "image/svg+xml", "public, max-age=60"]);
  });

  it("fetches no new picture when the counter can't be counted: 503 and the placeholder, never another host asked", async () => {
    vi.mocked(drawImage).mockClear();
    counterDown.current = true;
    try {
      const refused = await image(src("https://pictures.example.com/never-asked.png"), "192.0.2.220");
      expect(refused.status).toBe(503);
      expect(refused.headers.get("content-type")).toBe("image/svg+xml");
      expect(refused.headers.get("cache-control")).toBe("no-store");
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(drawImage).not.toHaveBeenCalled();
    } finally {
      counterDown.current = false;
    }
  });
});

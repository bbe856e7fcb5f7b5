import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageSrc, imageWidth } from "@/lib/images/image-path";
import { acceptedFormat, drawImage, drawOwnImage, drawRemoteImage, isPublicAddress, parseImageRequest, PLACEHOLDER } from "@/lib/images/remote-image.server";

describe("the image path: only public addresses of other hosts", () => {
  it.each([
    ["127.0.0.1", false],
    ["127.8.9.10", false],
    ["10.1.2.3", false],
    ["172.16.0.1", false],
    ["172.31.255.255", false],
    ["192.168.1.1", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["0.0.0.0", false],
    ["224.0.0.1", false],
    ["255.255.255.255", false],
    ["::1", false],
    ["::", false],
    ["[::1]", false],
    ["fe80::1", false],
    ["fd12:3456::1", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:7f00:1", false],
    ["not an address", false],
    ["93.184.216.34", true],
    ["172.32.0.1", true],
    ["8.8.8.8", true],
    ["2606:4700::1111", true],
  ])("%s is public: %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it.each([
    "http://127.0.0.1/a.png",
    "http://localhost/a.png",
    "http://[::1]/a.png",
    "http://10.0.0.7/a.png",
    "http://169.254.169.254/latest/meta-data/",
    "http://0x7f000001/a.png",
    "http://2130706433/a.png",
  ])("never fetches %s: answers the placeholder", async (src) => {
    expect(await drawRemoteImage(src, 240, "webp", { timeoutMs: 2000 })).toBe(PLACEHOLDER);
  });

  it.each([
    ["src=file%3A%2F%2F%2Fetc%2Fpasswd&w=240", /http\(s\)/],
    ["src=ftp%3A%2F%2Fexample.com%2Fa.png&w=240", /http\(s\)/],
    ["src=%2Fimages%2Fa.png&w=240", /http\(s\)/],
    ["src=%2Fimages%2F..%2F..%2Fpackage.svg&w=240", /http\(s\)/],
    ["src=%2Fuploads%2Fa.svg&w=240", /http\(s\)/],
    ["src=%2Fimages%2Fcourses%2Fkafka-streaming.svg&w=250", /w must be one of/],
    ["src=https%3A%2F%2Fuser%3Apass%40example.com%2Fa.png&w=240", /http\(s\)/],
    ["src=https%3A%2F%2Fexample.com%2Fa.png&w=241", /w must be one of/],
    [`src=https%3A%2F%2Fexample.com%2F${"a".repeat(2001)}&w=240`, /too long/],
  ])("refuses %s", (query, message) => {
    const parsed = parseImageRequest(new URLSearchParams(query));
    expect("refused" in parsed && parsed.refused).toMatch(message);
  });

  it("accepts an https picture, or one of the site's SVG pictures, at a drawn width", () => {
    expect(parseImageRequest(new URLSearchParams("src=https%3A%2F%2Fcdn.example.com%2Fa.png&w=800"))).toEqual({
      src: "https://cdn.example.com/a.png",
      width: 800,
    });
    expect(parseImageRequest(new URLSearchParams("src=%2Fimages%2Fcourses%2Fkafka-streaming.svg&w=480"))).toEqual({
      src: "/images/courses/kafka-streaming.svg",
      width: 480,
    });
  });
});

describe("the image path's addresses", () => {
  it("sends other hosts' pictures and the site's SVG pictures through /img at a drawn width, and leaves the rest alone", () => {
    expect(imageSrc("https://cdn.example.com/a b.png", 700)).toBe("/img?src=https%3A%2F%2Fcdn.example.com%2Fa%20b.png&w=800");
    expect(imageSrc("//cdn.example.com/a.png", 48)).toBe("/img?src=https%3A%2F%2Fcdn.example.com%2Fa.png&w=48");
    expect(imageSrc("/images/courses/aws.svg", 800)).toBe("/img?src=%2Fimages%2Fcourses%2Faws.svg&w=800");
    expect(imageSrc("/images/brand/og-default.png", 800)).toBe("/images/brand/og-default.png");
    expect(imageSrc("/uploads/courses/a.svg", 800)).toBe("/uploads/courses/a.svg");
    expect(imageSrc("/images/../secret.svg", 800)).toBe("/images/../secret.svg");
    expect(imageWidth(5000)).toBe(1200);
  });

  it("answers the format the browser takes", () => {
    expect(acceptedFormat("image/avif,image/webp,image/apng,*/*")).toBe("avif");
    expect(acceptedFormat("image/webp,*/*")).toBe("webp");
    expect(acceptedFormat("*/*")).toBe("jpeg");
    expect(acceptedFormat(null)).toBe("jpeg");
  });
});

describe("drawing one of the site's SVG pictures", () => {
  // Chromium builds a separate SVG document on the page's main thread for each SVG picture; the drawing is decoded off it.
  it("draws it from its shapes at the width asked for, above its own size too, and keeps it", async () => {
    for (const width of [320, 1200]) {
      const image = await drawOwnImage("/images/courses/kafka-streaming.svg", width, "webp");
      expect(image.kind).toBe("image");
      const meta = await sharp(image.body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, (width * 450) / 800]);
      expect(await drawImage("/images/courses/kafka-streaming.svg", width, "webp")).toBe(image);
    }
  });

  it("answers the placeholder for a file that isn't there or isn't one of the site's SVG pictures", async () => {
    expect(await drawOwnImage("/images/courses/no-such-course.svg", 320, "webp")).toBe(PLACEHOLDER);
    expect(await drawOwnImage("/images/../package.json", 320, "webp")).toBe(PLACEHOLDER);
  });
});

describe("drawing another host's picture (a local server stands in for it)", () => {
  let server: http.Server;
  let base = "";
  let asked = 0;
  const allowAddress = () => true;

  beforeAll(async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    server = http.createServer((req, res) => {
      asked++;
      if (req.url === "/slow.png") return setTimeout(() => res.end(png), 5000).unref();
      if (req.url === "/broken.png") return res.end("not a picture");
      if (req.url === "/missing.png") return res.writeHead(404).end();
      if (req.url === "/moved.png") return res.writeHead(302, { location: "/photo.png" }).end();
      res.writeHead(200, { "content-type": "image/png" }).end(png);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("resizes it to the width asked for, in the format asked for, and keeps it", async () => {
    const image = await drawRemoteImage(`${base}/photo.png`, 320, "webp", { allowAddress });
    expect(image.kind).toBe("image");
    expect(image.contentType).toBe("image/webp");
    const meta = await sharp(image.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 320, 180]);
    const before = asked;
    expect(await drawRemoteImage(`${base}/photo.png`, 320, "webp", { allowAddress })).toBe(image);
    expect(asked).toBe(before);
  });

  it("follows a redirect and draws AVIF", async () => {
    const image = await drawRemoteImage(`${base}/moved.png`, 160, "avif", { allowAddress });
    expect([image.kind, (await sharp(image.body).metadata()).width]).toEqual(["image", 160]);
  });

  it("answers the placeholder for a host that is slow, a missing picture, or bytes that are no picture", async () => {
    const started = Date.now();
    expect(await drawRemoteImage(`${base}/slow.png`, 240, "webp", { allowAddress, timeoutMs: 300 })).toBe(PLACEHOLDER);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await drawRemoteImage(`${base}/missing.png`, 240, "webp", { allowAddress })).toBe(PLACEHOLDER);
    expect(await drawRemoteImage(`${base}/broken.png`, 240, "webp", { allowAddress })).toBe(PLACEHOLDER);
  });

  it("checks every redirect again: a picture host that sends the fetch to an inside address gets the placeholder", async () => {
    let insideAsked = 0;
    const inside = http.createServer((_req, res) => {
      insideAsked++;
      res.end();
    });
    await new Promise<void>((resolve) => inside.listen(0, "127.0.0.2", resolve));
    const target = `http://127.0.0.2:${(inside.address() as AddressInfo).port}/photo.png`;
    const outside = http.createServer((_req, res) => res.writeHead(302, { location: target }).end());
    await new Promise<void>((resolve) => outside.listen(0, "127.0.0.1", resolve));
    try {
      // Only the first host counts as public here; the address it redirects to is inside.
      const onlyFirst = (address: string) => address === "127.0.0.1";
      const src = `http://127.0.0.1:${(outside.address() as AddressInfo).port}/photo.png`;
      expect(await drawRemoteImage(src, 480, "webp", { allowAddress: onlyFirst })).toBe(PLACEHOLDER);
      expect(insideAsked).toBe(0);
    } finally {
      for (const s of [inside, outside]) {
        s.closeAllConnections();
        s.close();
      }
    }
  });

  it("refuses the local server itself when only public addresses are allowed", async () => {
    expect(await drawRemoteImage(`${base}/photo.png`, 480, "webp")).toBe(PLACEHOLDER);
  });
});

import { createHash } from "node:crypto";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { hashedPolicy } from "@/server/page-cache";
import { deferScripts, loaderScript, startedScripts } from "@/server/page-cache-loader";

const csp = "default-src 'self'; script-src 'self' 'nonce-abc123' 'strict-dynamic'; object-src 'none'";
// As Next 16 writes a page: scripts in the head (async), a preload of the page's chunk, the old browsers' nomodule
// polyfill, the Turbopack bootstrap and the page's chunk in the body.
const rendered =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="abc123"/>' +
  '<link rel="preload" as="script" fetchPriority="low" nonce="abc123" href="/_next/static/chunks/page.js"/>' +
  '<script src="/_next/static/chunks/react.js" async="" nonce="abc123"></script>' +
  '<script src="/_next/static/chunks/turbopack-x.js" async="" nonce="abc123"></script>' +
  '<script nonce="abc123">document.documentElement.dataset.x="1"</script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="abc123"></script></head>' +
  '<body><h1>Courses</h1><p>A review: <script src="/_next/static/chunks/evil.js" async=""></script></p>' +
  '<script nonce="abc123" id="_R_">(globalThis.TURBOPACK||[]).push({})</script>' +
  '<script src="/_next/static/chunks/page.js" nonce="abc123" async=""></script>' +
  '<script nonce="abc123">(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';
const sources = ["/_next/static/chunks/react.js", "/_next/static/chunks/turbopack-x.js", "/_next/static/chunks/page.js"];

describe("a kept page's Next scripts start after its first paint (issue 26)", () => {
  const kept = deferScripts(rendered, "abc123");

  it("takes Next's marked async scripts and their preloads out of the HTML, one loader in the first one's place", () => {
    expect(kept).not.toContain('<link rel="preload" as="script"');
    for (const src of sources) expect(kept).not.toContain(`<script src="${src}"`);
    expect(kept).toContain(`<script nonce="abc123">${loaderScript(sources)}</script>`);
    expect(kept.indexOf("(function(d,s)")).toBeLessThan(kept.indexOf("dataset.x"));
    expect(kept.match(/\(function\(d,s\)/g)).toHaveLength(1);
    // Kept as they were: the other inline scripts, the nomodule polyfill and a tag the server did not mark.
    expect(kept).toContain('<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="abc123"></script>');
    expect(kept).toContain('<script src="/_next/static/chunks/evil.js" async=""></script>');
    expect(kept).toContain("(self.__next_f=self.__next_f||[]).push([0])");
  });

  it("the benches weigh the same scripts on the kept page as on the rendered one (the loader's list counts)", () => {
    expect(startedScripts(kept).sort()).toEqual(startedScripts(rendered).sort());
    expect(startedScripts(kept)).toEqual(expect.arrayContaining(sources));
    expect(startedScripts(kept)).not.toContain("/_next/static/chunks/polyfills.js");
  });

  it("the kept policy lists the loader's hash", () => {
    const hash = `'sha256-${createHash("sha256").update(loaderScript(sources)).digest("base64")}'`;
    expect(hashedPolicy(csp, kept)).toContain(hash);
  });

  it("leaves a page without a nonce or without Next's scripts as it was", () => {
    expect(deferScripts(rendered, undefined)).toBe(rendered);
    expect(deferScripts(rendered, "other")).toBe(rendered);
    expect(deferScripts("<html><body><h1>Hi</h1></body></html>", "abc123")).toBe("<html><body><h1>Hi</h1></body></html>");
  });

  it("cannot be closed by a source: '<' is escaped in the list", () => {
    expect(loaderScript(["/_next/x</script><script>alert(1)//.js"])).not.toContain("</script>");
  });

  /** Runs the loader in a fake document; answers what it appended and the browser hooks it registered. */
  function run(visibility: string, paintTimings: boolean) {
    const appended: string[] = [];
    let observer: ((list: { getEntriesByName(name: string): unknown[] }, o: { disconnect(): void }) => void) | undefined;
    let frame: (() => void) | undefined;
    const timers: (() => void)[] = [];
    const document = {
      visibilityState: visibility,
      addEventListener: () => undefined,
      createElement: () => ({ src: "", async: false }),
      head: { appendChild: (e: { src: string; async: boolean }) => appended.push(`${e.src}${e.async ? " async" : ""}`) },
    };
    const PerformanceObserver = Object.assign(
      function (this: unknown, callback: typeof observer) {
        observer = callback;
        return { observe: () => undefined };
      },
      { supportedEntryTypes: paintTimings ? ["paint", "largest-contentful-paint"] : [] },
    );
    const window = { PerformanceObserver };
    vm.runInNewContext(loaderScript(sources), {
      document,
      window,
      requestAnimationFrame: (f: () => void) => (frame = f),
      setTimeout: (f: () => void) => timers.push(f),
    });
    return {
      appended,
      paint: (name: string) => observer?.({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, { disconnect: () => undefined }),
      frame: () => frame?.(),
      timers,
    };
  }

  it("appends the scripts, async, a task after the first contentful paint is reported (not a paint of background only)", () => {
    const page = run("visible", true);
    expect(page.appended).toEqual([]);
    page.paint("first-paint");
    page.timers.forEach((t) => t());
    expect(page.appended).toEqual([]);
    page.paint("first-contentful-paint");
    expect(page.appended).toEqual([]);
    page.timers.forEach((t) => t());
    expect(page.appended).toEqual(sources.map((s) => `${s} async`));
  });

  it("appends them at once in a page nobody sees (nothing is painted there), and after a frame without paint timings", () => {
    expect(run("hidden", true).appended).toHaveLength(3);
    const old = run("visible", false);
    old.frame();
    old.timers.forEach((t) => t());
    expect(old.appended).toHaveLength(3);
  });
});

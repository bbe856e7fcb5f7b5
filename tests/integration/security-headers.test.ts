import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { proxy } from "@/proxy";

afterEach(() => vi.unstubAllEnvs());

const request = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://localhost:3000${path}`, { headers: { ...(cookie ? { cookie } : {}), ...headers } });

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

describe("proxy.ts: security headers (security.md, Headers)", () => {
  it("gives every page a nonce-based CSP and forwards the nonce to the renderer", () => {
    const res = proxy(request("/"));
    const csp = res.headers.get("content-security-policy")!;
    const nonce = nonceOf(csp);
    expect(nonce).toBeDefined();
    expect(Buffer.from(nonce!, "base64").length).toBeGreaterThanOrEqual(16);
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"]) expect(csp).toContain(directive);
    // Next takes the nonce from the request's CSP header.
    expect(res.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
    expect(res.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
  });

  it("serves uploaded files sandboxed, with nothing allowed to run", () => {
    const csp = proxy(request("/uploads/0123456789abcdef.svg")).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/^sandbox;/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("script-src");
  });

  it("serves other hosts' pictures (/img) sandboxed, and storable by a signed-in visitor's browser too", () => {
    const res = proxy(request("/img?src=https%3A%2F%2Fcdn.example.com%2Fa.png&w=480", "tp_session=abc"));
    expect(res.headers.get("content-security-policy")).toMatch(/^sandbox;/);
    expect(res.headers.get("content-security-policy")).not.toContain("script-src");
    expect(res.headers.get("cache-control")).toBeNull();
  });

  it("uses a fresh nonce for every request", () => {
    const nonces = new Set(Array.from({ length: 5 }, () => nonceOf(proxy(request("/about-us")).headers.get("content-security-policy")!)));
    expect(nonces.size).toBe(5);
  });

  it.each([["/"], ["/auth/login"], ["/api/user/authVerify"], ["/training-courses"]])("%s: nosniff, frame denial and the referrer policy", (path) => {
    const res = proxy(request(path));
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it.each([
    ["/auth/reset-password?token=abc"],
    ["/auth/verify-account?token=abc"],
    ["/unsubscribe?token=abc"],
    ["/waitlist/confirm?token=abc"],
    ["/quotes/abc"],
    ["/feedback/abc"],
    ["/pay/abc"],
  ])("%s sends no referrer and is not indexed (its URL holds the token)", (path) => {
    const headers = proxy(request(path)).headers;
    expect(headers.get("referrer-policy")).toBe("no-referrer");
    expect(headers.get("x-robots-tag")).toBe("noindex");
  });

  it("HSTS only over https", () => {
    expect(proxy(request("/")).headers.get("strict-transport-security")).toBeNull();
    vi.stubEnv("APP_URL", "https://academy.example.com");
    expect(proxy(request("/")).headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
  });

  it("signed-in pages are never stored", () => {
    expect(proxy(request("/", "tp_session=abc")).headers.get("cache-control")).toBe("private, no-store");
    expect(proxy(request("/account", "tp_session=abc")).headers.get("cache-control")).toBe("private, no-store");
    expect(proxy(request("/about-us")).headers.get("cache-control")).toBeNull();
  });
});

describe("proxy.ts: protected routes", () => {
  it.each([["/account"], ["/account/edit"], ["/account-settings"], ["/my-learning"], ["/admin"], ["/admin/courses"]])(
    "%s without a session cookie goes to the login page with the location",
    (path) => {
      const res = proxy(request(`${path}?tab=2`));
      expect(res.status).toBe(307);
      const target = new URL(res.headers.get("location")!);
      expect(target.pathname).toBe("/auth/login");
      expect(target.searchParams.get("redirect")).toBe(`${path}?tab=2`);
    },
  );

  it.each([["tp_session=x"], ["__Host-tp_session=x"]])("lets a request with %s through (the page checks the session itself)", (cookie) => {
    const res = proxy(request("/account", cookie));
    expect(res.headers.get("location")).toBeNull();
    expect(res.headers.get("x-middleware-next")).toBe("1");
  });

  it.each([["/"], ["/accounting"], ["/auth/login"], ["/training-courses"], ["/api/user/authVerify"]])("does not redirect %s", (path) => {
    expect(proxy(request(path)).headers.get("location")).toBeNull();
  });

  it("an empty session cookie is no session", () => {
    expect(proxy(request("/account", "tp_session=")).status).toBe(307);
  });
});

import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE_NAMES } from "./lib/auth/session-cookie";
import { templatesPattern } from "./lib/routes";
import { routeTable } from "./lib/routes.generated";

// The quick checks in front of every request: security headers with a per-request CSP nonce, and a redirect
// to the login page for protected pages requested without a session cookie. The real checks stay server-side
// (requirePageUser / requireUser): a cookie's presence proves nothing.

/** The pages whose address holds a token (route.config.ts `secretInAddress`): no referrer, no index. */
const SECRET_PAGES = templatesPattern(routeTable.secretPages);
/** The folders whose route.config.ts declares an `access` (lib/routes.generated.ts). */
const PROTECTED_PREFIXES = routeTable.protectedPrefixes;

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Scripts run only with this response's nonce ('strict-dynamic' lets them load their own chunks). Styles allow
 * 'unsafe-inline': React style attributes and the toaster's injected stylesheet can't carry a nonce, and a nonce in
 * style-src would switch 'unsafe-inline' off; injected CSS can't run code.
 */
export function contentSecurityPolicy(nonce: string, isDev = process.env.NODE_ENV === "development"): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${isDev ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Served over https: the configured origin says so, or (behind a trusted proxy) the forwarded protocol. */
function isHttps(request: NextRequest): boolean {
  if ((process.env.APP_URL ?? "").startsWith("https://")) return true;
  // The protocol the nearest trusted proxy saw (it writes the right-most entry).
  if (Number(process.env.TRUST_PROXY ?? 0) > 0 && request.headers.get("x-forwarded-proto")?.split(",").at(-1)?.trim() === "https") return true;
  return request.nextUrl.protocol === "https:";
}

export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const hasSessionCookie = SESSION_COOKIE_NAMES.some((name) => Boolean(request.cookies.get(name)?.value));
  // JSON endpoints: the API and the two OTP calls that live beside the auth pages.
  const isApi = pathname.startsWith("/api/") || pathname === "/api" || pathname === "/auth/otp-send" || pathname === "/auth/otp-verify";

  let response: NextResponse;
  if (!isApi && isProtectedPath(pathname) && !hasSessionCookie) {
    const login = new URL("/auth/login", request.url);
    login.searchParams.set("redirect", `${pathname}${search}`);
    response = NextResponse.redirect(login);
  } else if (pathname.startsWith("/uploads/") || pathname === "/img") {
    // Staff-uploaded files and other hosts' pictures drawn by /img: even an image opened directly runs nothing and
    // reaches nothing. The same for everyone, signed in or not, so a browser keeps /img's pictures for all.
    response = NextResponse.next();
    response.headers.set("Content-Security-Policy", "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  } else if (isApi) {
    response = NextResponse.next();
    // JSON answers: nothing in them may run or be framed.
    response.headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  } else {
    const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
    const csp = contentSecurityPolicy(nonce);
    // Next reads the nonce from the request's CSP header and puts it on its own scripts.
    const requestHeaders = new Headers(request.headers);
    requestHeaders.set("x-nonce", nonce);
    requestHeaders.set("Content-Security-Policy", csp);
    response = NextResponse.next({ request: { headers: requestHeaders } });
    response.headers.set("Content-Security-Policy", csp);
    // Signed-in pages carry personal data: never cached by a browser or a shared proxy.
    if (hasSessionCookie || isProtectedPath(pathname)) response.headers.set("Cache-Control", "private, no-store");
  }

  response.headers.set("X-Content-Type-Options", "nosniff");
  response.headers.set("X-Frame-Options", "DENY");
  // A page whose URL holds a live token (reset, activation, mailed links): it must not leak to any other site
  // through Referer, nor be indexed.
  const holdsSecret = !isApi && SECRET_PAGES.test(pathname);
  response.headers.set("Referrer-Policy", holdsSecret ? "no-referrer" : "strict-origin-when-cross-origin");
  if (holdsSecret) response.headers.set("X-Robots-Tag", "noindex");
  response.headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (isHttps(request)) response.headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  return response;
}

export const config = {
  // Build assets and public images are static files: no nonce, no redirect needed.
  matcher: ["/((?!_next/static|_next/image|images/|favicon.ico|icon.svg).*)"],
};

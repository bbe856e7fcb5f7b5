/**
 * The session cookie's names, in one place. Browser-safe and free of imports: the proxy, the page cache and the
 * scripts read it as well as lib/auth/session.ts.
 *
 * Over https the cookie takes the __Host- prefix (Secure, Path=/, no Domain), and only that name is read: an
 * unprefixed cookie there could have been planted by a sibling subdomain.
 */
export const SESSION_COOKIE = "tp_session";
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** Every name a session cookie may carry (to clear a dead one, or to keep answers out of caches); never to sign in. */
export const SESSION_COOKIE_NAMES = [SECURE_SESSION_COOKIE, SESSION_COOKIE] as const;

/** The name the session cookie takes on a site served from `appUrl`. */
export function sessionCookieNameFor(appUrl: string): string {
  return appUrl.startsWith("https://") ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** Matches a Cookie header that carries a session cookie under any of its names. */
export const SESSION_COOKIE_IN_HEADER = new RegExp(`(^|;\\s*)(${SESSION_COOKIE_NAMES.join("|")})=`);

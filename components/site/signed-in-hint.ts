// Shared by the root layout (a server component) and the navigation (a client one): plain values, no directive.

/** The readable hint the server sets beside the HttpOnly session cookie (lib/auth/session.ts). */
export const SIGNED_IN_HINT = "tp_signed_in=1";
/** The attribute the page's first script sets on <html> from the hint, before the first paint. */
export const SIGNED_IN_ATTRIBUTE = "data-signed-in";

/**
 * The line of script every page runs in <head> (app/layout.tsx): it marks <html> when the hint is present, so
 * the stylesheet shows a signed-in visitor the profile slot, not the Login button, from the first paint.
 */
export const signedInHintScript = `document.cookie.split("; ").indexOf(${JSON.stringify(SIGNED_IN_HINT)})>-1&&document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)},"")`;

// The spec's "local flag marks login" (§9). It is only a hint for the page; the session itself is the
// HttpOnly cookie, which page scripts never see.
export const LOGGED_IN_FLAG = "isLoggedIn";

export function markLoggedIn(): void {
  try {
    window.localStorage.setItem(LOGGED_IN_FLAG, "true");
  } catch {
    // storage disabled: the flag is only a hint
  }
}

export function clearLoggedIn(): void {
  try {
    window.localStorage.removeItem(LOGGED_IN_FLAG);
  } catch {
    // storage disabled
  }
}

/** The login page that comes back to `location` afterwards. */
export function loginUrlFor(location: string): string {
  return `/auth/login?redirect=${encodeURIComponent(location)}`;
}

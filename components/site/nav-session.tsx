"use client";
// The navigation's one part that depends on the visitor: Login, or the profile menu with the account's
// links and Logout. The rest of the navigation is server HTML (site-header.tsx); this island is all a page loads
// for who is signed in. The logout confirmation, and the API client it needs, load when Logout is chosen.
import { IntentLink } from "@/components/ui/intent-link";
import { lazy, Suspense, useState } from "react";
import { ButtonLink } from "@/components/ui/button";
import { profileLinksFor } from "./nav-links";
import { AuthSlot, ProfileMenu, ProfilePlaceholder } from "./nav-parts";
import { useSignedInUser } from "./use-signed-in-user";

// React's lazy, not next/dynamic: that one's loader is another 1 KB of first-load code on every page.
const LogoutDialog = lazy(() => import("./logout-dialog").then((module) => ({ default: module.LogoutDialog })));

/** Login or the profile: `desktop` in the bar, `mobile` at the foot of the mobile menu. */
export function NavSession({ variant }: { variant: "desktop" | "mobile" }) {
  const [user, setUser] = useSignedInUser();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const askLogout = () => setConfirmLogout(true);

  return (
    <>
      {variant === "desktop" ? (
        <AuthSlot
          user={user}
          signedIn={(u) => <ProfileMenu name={u.name} places={profileLinksFor(u)} onLogout={askLogout} />}
          pending={<ProfilePlaceholder />}
          signedOut={
            <ButtonLink href="/auth/login" size="sm" className="px-5">
              Login
            </ButtonLink>
          }
        />
      ) : (
        <AuthSlot
          user={user}
          pending={<ProfilePlaceholder wide />}
          signedIn={(u) => (
            <ul className="space-y-1">
              <li className="px-3 pb-2 text-sm text-slate-600">
                Signed in as <span className="font-semibold text-slate-800">{u.name}</span>
              </li>
              {profileLinksFor(u).map((link) => (
                <li key={link.href}>
                  <IntentLink href={link.href} className="block rounded-md px-3 py-2.5 font-medium text-slate-800">
                    {link.label}
                  </IntentLink>
                </li>
              ))}
              <li>
                <button type="button" onClick={askLogout} className="block w-full rounded-md px-3 py-2.5 text-left font-medium text-red-700">
                  Logout
                </button>
              </li>
            </ul>
          )}
          signedOut={
            <ButtonLink href="/auth/login" className="w-full">
              Login
            </ButtonLink>
          }
        />
      )}
      {confirmLogout && (
        <Suspense fallback={null}>
          <LogoutDialog onCancel={() => setConfirmLogout(false)} onLoggedOut={() => setUser(null)} />
        </Suspense>
      )}
    </>
  );
}

import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { isDeactivatedTrainer, isTrainingLead, sessionCookieName, verifySessionToken, type SessionUser } from "./session";

/** The signed-in user of the page being rendered, or undefined. */
export async function getCurrentUser(): Promise<SessionUser | undefined> {
  const token = (await cookies()).get(sessionCookieName())?.value;
  return token ? (await verifySessionToken(token))?.user : undefined;
}

/** For protected pages: the user, or a redirect to the login page that comes back to `returnTo`. */
export async function requirePageUser(returnTo: string): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) redirect(`/auth/login?redirect=${encodeURIComponent(returnTo)}`);
  return user;
}

/** For the staff console: staff, or login for visitors; learners get the 403 screen. */
export async function requirePageStaff(returnTo: string): Promise<SessionUser> {
  const user = await requirePageUser(returnTo);
  if (user.role !== "staff") redirect("/forbidden");
  return user;
}

/** For the trainer's portal: a trainer, or login for visitors; everyone else gets the 403 screen (§8). */
export async function requirePageTrainer(returnTo: string): Promise<SessionUser> {
  const user = await requirePageUser(returnTo);
  if (user.role !== "trainer" || (await isDeactivatedTrainer(user._id))) redirect("/forbidden");
  return user;
}

/** For the lead's portal: the training lead of some organisation, or login for visitors; others get the 403 screen (§7). */
export async function requirePageLead(returnTo: string): Promise<SessionUser> {
  const user = await requirePageUser(returnTo);
  if (!(await isTrainingLead(user._id))) redirect("/forbidden");
  return user;
}

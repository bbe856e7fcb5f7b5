"use server";
import { redirect } from "next/navigation";
import { confirmWaitlistEntry } from "@/lib/operations/waitlist/confirm-waitlist-entry";
import { mailedLinkFormToken } from "@/lib/http/mailed-link";

/**
 * The Confirm button of /waitlist/confirm: confirms the entry the token names, then shows the page again, which now
 * says the place is kept (a reload confirms nothing twice). The token is the whole authority; Next refuses an action
 * posted from another origin.
 */
export async function confirmWaitlistAction(data: FormData): Promise<void> {
  const token = mailedLinkFormToken(data);
  await confirmWaitlistEntry(token);
  redirect(`/waitlist/confirm?token=${encodeURIComponent(token)}`);
}

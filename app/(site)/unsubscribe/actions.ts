"use server";
import { redirect } from "next/navigation";
import { unsubscribeReminders } from "@/lib/operations/accounts/unsubscribe-reminders";
import { mailedLinkFormToken } from "@/lib/http/mailed-link";

/**
 * The Unsubscribe button of /unsubscribe: turns the token's channel off, then shows the page again, which now says
 * so (a reload changes nothing twice). The token is the whole authority, as for the one-click POST; Next refuses an
 * action posted from another origin.
 */
export async function unsubscribeAction(data: FormData): Promise<void> {
  const token = mailedLinkFormToken(data);
  await unsubscribeReminders(token);
  redirect(`/unsubscribe?token=${encodeURIComponent(token)}`);
}

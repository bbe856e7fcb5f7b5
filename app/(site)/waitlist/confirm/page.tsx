import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { WaitlistConfirmNotice } from "@/components/site/mailed-link-notices";
import { waitlistEntryOfToken } from "@/lib/batches/waitlist";
import { mailedLinkToken } from "@/lib/http/mailed-link";
import { confirmWaitlistAction } from "./actions";

// The confirmation link of a waitlist entry (sales-and-batches.md §3): a button that confirms the address,
// or that it is confirmed. A GET changes nothing (mail scanners fetch links). The token in the address is the
// credential: never indexed, cached or sent on as a referrer (route.config.ts). A bad token or a removed entry is
// the 404 with this folder's words (not-found.tsx).
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Waitlist", robots: { index: false, follow: false }, referrer: "no-referrer" };

export default async function WaitlistConfirmPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const token = mailedLinkToken((await searchParams).token);
  const entry = await waitlistEntryOfToken(token);
  if (!entry) notFound();
  return <WaitlistConfirmNotice state={entry.confirmed ? { kind: "done" } : { kind: "ask", action: confirmWaitlistAction, fields: { token } }} />;
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { UnsubscribeNotice } from "@/components/site/mailed-link-notices";
import { unsubscribeLinkState } from "@/lib/batches/unsubscribe";
import { mailedLinkToken } from "@/lib/http/mailed-link";
import { unsubscribeAction } from "./actions";

// The unsubscribe link of a reminder mail (sales-and-batches.md §3): a button that turns that channel's reminders
// off, or that they are off. A GET changes nothing (mail scanners fetch links). The token in the address is the
// credential: never indexed, cached or sent on as a referrer (route.config.ts). A bad, expired or orphaned token is
// the 404 with this folder's words (not-found.tsx).
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Session reminders", robots: { index: false, follow: false }, referrer: "no-referrer" };

export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const token = mailedLinkToken((await searchParams).token);
  const link = await unsubscribeLinkState(token);
  if (!link) notFound();
  const { channel } = link;
  return <UnsubscribeNotice state={link.unsubscribed ? { kind: "done", channel } : { kind: "ask", channel, action: unsubscribeAction, fields: { token } }} />;
}

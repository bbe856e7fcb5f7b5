"use client";
import { useState } from "react";
import { api, type CallOptions } from "@/components/api/client";
import { useApiAction } from "@/components/api/use-api-action";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toaster";

/** The learner's private calendar feed: subscribe once and trainings appear (and update) in their calendar app. */
export function CalendarFeedCard({ initialUrl }: { initialUrl: string | null }) {
  const [url, setUrl] = useState(initialUrl);
  const feed = useApiAction(
    (call: CallOptions, method: "post" | "delete") =>
      method === "post" ? api.post("/api/calendar/feed", {}, call) : api.delete("/api/calendar/feed", {}, call),
    {
      successToast: "Done.",
      refresh: false,
      onSuccess: (answer) => setUrl(answer.data?.url ?? null),
    },
  );
  const busy = feed.pending;
  const change = (method: "post" | "delete") => void feed.run(method);

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify("Calendar link copied.", "success");
    } catch {
      notify("Select the link and copy it.", "info");
    }
  }

  return (
    <section aria-labelledby="calendar-feed-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="calendar-feed-title" className="text-lg font-bold text-ink">
        Calendar feed
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Subscribe to this private link in Google Calendar, Outlook or Apple Calendar: your sessions appear there and follow any change to the schedule. Keep it
        to yourself; turn it off at any time.
      </p>
      {url ? (
        <div className="mt-3 space-y-2">
          <label className="sr-only" htmlFor="calendar-feed-url">
            Your calendar feed link
          </label>
          <input
            id="calendar-feed-url"
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800"
          />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={copy}>
              Copy link
            </Button>
            <Button size="sm" variant="outline" loading={busy} onClick={() => change("post")}>
              New link
            </Button>
            <Button size="sm" variant="ghost" loading={busy} onClick={() => change("delete")}>
              Turn off
            </Button>
          </div>
        </div>
      ) : (
        <Button className="mt-3" size="sm" loading={busy} onClick={() => change("post")}>
          Create my calendar link
        </Button>
      )}
    </section>
  );
}

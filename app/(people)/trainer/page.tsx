import type { Metadata } from "next";
import { CalendarFeedCard } from "@/components/learning/calendar-feed-card";
import { SessionList } from "@/components/trainer/session-list";
import { requirePageTrainer } from "@/lib/auth/current-user";
import { getFeedUrl } from "@/lib/calendar/feed";
import { now } from "@/lib/clock";
import { env } from "@/lib/env";
import { myTrainerProfile } from "@/lib/trainers/reads";
import { trainerSessions } from "@/lib/trainers/portal";

export const metadata: Metadata = { title: "Trainer", robots: { index: false } };

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export default async function TrainerPage() {
  const user = await requirePageTrainer("/trainer");
  const at = now();
  const [profile, sessions, feedUrl] = await Promise.all([myTrainerProfile(user._id), trainerSessions(user._id, at), getFeedUrl(user._id)]);
  const timeZone = profile?.timeZone ?? env().DEFAULT_TIME_ZONE;
  const startOf = (s: { startsAt: string }) => Date.parse(s.startsAt);
  const endOf = (s: { endsAt: string }) => Date.parse(s.endsAt);
  const thisWeek = sessions.filter((s) => endOf(s) > at.getTime() && startOf(s) < at.getTime() + WEEK_MS);
  const later = sessions.filter((s) => startOf(s) >= at.getTime() + WEEK_MS);
  const recent = sessions.filter((s) => endOf(s) <= at.getTime()).reverse();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Your sessions</h1>
        <p className="mt-1 text-slate-600">
          {user.name}: the batches you teach, with their meeting links and attendance. Times in {timeZone}.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <SessionList title="This week" sessions={thisWeek} timeZone={timeZone} empty="No session in the next seven days." />
          <SessionList title="Later" sessions={later} timeZone={timeZone} empty="Nothing scheduled further ahead yet." />
          <SessionList title="Recent" sessions={recent} timeZone={timeZone} empty="No session in the last two weeks." past />
        </div>
        <div className="space-y-6">
          <CalendarFeedCard initialUrl={feedUrl ?? null} />
        </div>
      </div>
    </div>
  );
}

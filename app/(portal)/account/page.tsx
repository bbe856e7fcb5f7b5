import type { Metadata } from "next";
import { Greeting } from "@/components/portal/greeting";
import { MyLearningSummary } from "@/components/portal/my-learning-summary";
import { ProfileCard } from "@/components/portal/profile-card";
import { requirePageUser } from "@/lib/auth/current-user";
import { listMyEnrolments, type MyEnrolmentView } from "@/lib/enrolments/service";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

export const metadata: Metadata = { title: "My account", robots: { index: false } };

function hourIn(timeZone: string): number {
  return Number(new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", timeZone }).format(new Date()));
}

export default async function AccountPage() {
  const user = await requirePageUser("/account");
  let enrolments: MyEnrolmentView[] = [];
  try {
    enrolments = await listMyEnrolments(user._id);
  } catch (err) {
    log.warn("enrolments unavailable on /account", { err });
  }
  return (
    <div className="space-y-6">
      <div>
        <Greeting name={user.name} serverHour={hourIn(env().DEFAULT_TIME_ZONE)} />
        <p className="mt-1 text-slate-600">Here are your trainings and your profile.</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <MyLearningSummary enrolments={enrolments} />
        <ProfileCard user={user} />
      </div>
    </div>
  );
}

import type { Metadata } from "next";
import { CalendarFeedCard } from "@/components/learning/calendar-feed-card";
import { toEnrolmentItems } from "@/components/learning/types";
import { Greeting } from "@/components/portal/greeting";
import { CertificatesCard, type CertificateItem } from "@/components/portal/certificates-card";
import { MyLearningSummary } from "@/components/portal/my-learning-summary";
import { PaymentsCard } from "@/components/portal/payments-card";
import { ProfileCard } from "@/components/portal/profile-card";
import { requirePageUser } from "@/lib/auth/current-user";
import { getFeedUrl } from "@/lib/calendar/feed";
import { listMyCertificates } from "@/lib/certificates/reads";
import { listMyLearning } from "@/lib/learning/mine";
import type { MyEnrolment } from "@/lib/enrolments/types";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { dateTimeFormat } from "@/lib/intl-cache";

export const metadata: Metadata = { title: "My account", robots: { index: false } };

function hourIn(timeZone: string): number {
  return Number(dateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", timeZone }).format(new Date()));
}

export default async function AccountPage() {
  const user = await requirePageUser("/account");
  let enrolments: MyEnrolment[] = [];
  let feedUrl: string | undefined;
  let certificates: CertificateItem[] = [];
  try {
    [enrolments, feedUrl, certificates] = await Promise.all([listMyLearning(user._id), getFeedUrl(user._id), listMyCertificates(user._id)]);
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
        <MyLearningSummary enrolments={toEnrolmentItems(enrolments)} />
        <div className="space-y-6">
          <ProfileCard user={user} />
          <CertificatesCard certificates={certificates} />
          <PaymentsCard user={user} />
          <CalendarFeedCard initialUrl={feedUrl ?? null} />
        </div>
      </div>
    </div>
  );
}

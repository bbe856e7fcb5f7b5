import { PageHeader } from "@/components/admin/ui";
import { TrainerForm } from "@/components/admin/trainer-form";
import { requirePageStaff } from "@/lib/auth/current-user";
import { env } from "@/lib/env";

export const metadata = { title: "New trainer" };

export default async function NewTrainerPage() {
  await requirePageStaff("/admin/trainers/new");
  return (
    <>
      <PageHeader
        title="New trainer"
        description="An unknown email gets a trainer account and an invitation to set its password; a learner's account becomes a trainer's."
        back={{ href: "/admin/trainers", label: "Trainers" }}
      />
      <TrainerForm timeZones={Intl.supportedValuesOf("timeZone")} defaultTimeZone={env().DEFAULT_TIME_ZONE} />
    </>
  );
}

import type { Metadata } from "next";
import { ErrorScreen } from "@/components/site/error-screen";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/lib/site-config";

export const metadata: Metadata = { title: "Not allowed", robots: { index: false, follow: false } };

// Where a signed-in learner lands when they open the staff console (lib/auth/current-user.ts).
export default function ForbiddenPage() {
  return (
    <ErrorScreen
      image="/images/illustrations/woman-and-shadow.svg"
      imageAlt=""
      title="This area is for staff only"
      text={<p>You are signed in, but your account can&rsquo;t open the staff console. If you think it should, ask a {siteConfig.shortName} administrator.</p>}
    >
      <ButtonLink href="/account">Go to my account</ButtonLink>
      <ButtonLink href="/" variant="outline">
        Back to the home page
      </ButtonLink>
    </ErrorScreen>
  );
}

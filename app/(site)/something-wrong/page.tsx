import type { Metadata } from "next";
import { ErrorScreen } from "@/components/site/error-screen";
import { ButtonLink } from "@/components/ui/button";
import { ToastOnMount } from "@/components/ui/toast-on-mount";

export const metadata: Metadata = {
  title: "Something went wrong",
  robots: { index: false, follow: false },
};

// Only known reasons are shown: the text never comes from the address bar.
const reasons: Record<string, string> = {
  course: "Failed to fetch course data",
  courses: "Failed to fetch courses.",
};

export default async function SomethingWrongPage({ searchParams }: { searchParams: Promise<{ reason?: string | string[] }> }) {
  const { reason } = await searchParams;
  const message = typeof reason === "string" && Object.hasOwn(reasons, reason) ? reasons[reason] : undefined;
  return (
    <ErrorScreen
      image="/images/illustrations/server-error.svg"
      imageAlt="A server with a warning sign"
      title="Something went wrong"
      text={
        <>
          {message && (
            <p role="alert" className="font-semibold text-red-700">
              {message}
            </p>
          )}
          <p className="mt-2">We couldn&apos;t load this page. Please try again in a moment; if it keeps happening, contact us.</p>
        </>
      }
    >
      {message && <ToastOnMount message={message} />}
      <ButtonLink href="/">Go Back</ButtonLink>
      <ButtonLink href="/contact" variant="outline">
        Contact us
      </ButtonLink>
    </ErrorScreen>
  );
}

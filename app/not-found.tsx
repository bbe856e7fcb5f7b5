import type { Metadata } from "next";
import { ErrorScreen, NOT_FOUND_TEXT } from "@/components/site/error-screen";
import { ButtonLink } from "@/components/ui/button";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <ErrorScreen image="/images/illustrations/not-found.svg" imageAlt="A lost map with a question mark" title="Page not found" text={<p>{NOT_FOUND_TEXT}</p>}>
      <ButtonLink href="/">Go Back</ButtonLink>
      <ButtonLink href="/training-courses" variant="outline">
        Browse courses
      </ButtonLink>
    </ErrorScreen>
  );
}

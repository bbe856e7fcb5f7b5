"use client";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

// Any failure while rendering a public page: the something-wrong screen, with a retry.
export default function SiteError({ retry }: { error: unknown; retry?: () => void }) {
  return (
    <main id="main" className="flex flex-1 items-center">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:px-6">
        <img src="/images/illustrations/server-error.svg" alt="A server with a warning sign" width={480} height={360} className="h-auto w-full max-w-sm" />
        <h1 className="mt-8 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Something went wrong!</h1>
        <p className="mt-4 text-lg leading-8 text-slate-600">We couldn&apos;t load this page. Please try again in a moment.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {retry && (
            <button type="button" onClick={() => retry()} className={buttonClasses("primary")}>
              Try again
            </button>
          )}
          <Link href="/" className={buttonClasses("outline")}>
            Go Back
          </Link>
        </div>
      </div>
    </main>
  );
}

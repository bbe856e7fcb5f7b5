import { PortalNav } from "@/components/portal/portal-nav";
import { SessionGuard } from "@/components/portal/session-guard";

/** Signed-in learners only: every page below calls requirePageUser itself; this adds the client-side check. */
export default function PortalLayout({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="flex-1 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <PortalNav />
        <div className="mt-6">
          <SessionGuard>{children}</SessionGuard>
        </div>
      </div>
    </main>
  );
}

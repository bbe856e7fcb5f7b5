import { SessionGuard } from "@/components/portal/session-guard";

/** The trainer's and the training lead's portals: each page checks its role itself; this adds the client-side check. */
export default function PeopleLayout({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="flex-1 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <SessionGuard>{children}</SessionGuard>
      </div>
    </main>
  );
}

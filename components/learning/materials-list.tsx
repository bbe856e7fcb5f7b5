import { formatTrainingDate } from "@/lib/format";

export interface MaterialGroup {
  trainingId: string;
  courseTitle: string;
  items: { _id: string; title: string; kind: "material" | "recording"; sessionDate: string | null; url: string }[];
}

/**
 * My Learning's materials and recordings (billing-and-delivery.md §10): per training, what has been shared so far.
 * Each link is the portal's checked address (files download, links open the provider's page).
 */
export function MaterialsList({ groups }: { groups: MaterialGroup[] }) {
  return (
    <section aria-labelledby="materials-heading" className="space-y-3">
      <h2 id="materials-heading" className="text-xl font-bold tracking-tight text-ink">
        Materials and recordings
      </h2>
      {groups.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
          Slides, lab files and recordings appear here once a session has started.
        </p>
      ) : (
        groups.map((g) => (
          <div key={g.trainingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="materials-group">
            <h3 className="font-semibold text-ink">{g.courseTitle}</h3>
            <ul className="mt-2 divide-y divide-slate-100">
              {g.items.map((m) => (
                <li key={m._id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                  <span
                    className={
                      m.kind === "recording"
                        ? "rounded-full bg-red-50 px-2 py-0.5 text-xs font-bold text-red-800 ring-1 ring-red-200"
                        : "rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-800 ring-1 ring-brand-200"
                    }
                  >
                    {m.kind === "recording" ? "Recording" : "Material"}
                  </span>
                  <a href={m.url} className="min-w-0 flex-1 break-words font-medium text-brand-700 hover:underline" target="_blank" rel="noopener noreferrer">
                    {m.title}
                  </a>
                  <span className="text-sm text-slate-500">{m.sessionDate ? formatTrainingDate(m.sessionDate) : "Whole batch"}</span>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

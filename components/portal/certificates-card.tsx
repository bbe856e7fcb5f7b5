import { dateTimeFormat } from "@/lib/intl-cache";
export interface CertificateItem {
  id: string;
  courseTitle: string;
  startDate: string;
  endDate: string;
  issuedOn: string;
}

const day = (date: string) =>
  dateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

/** The learner's certificates on /account: each with its public page and its PDF. */
export function CertificatesCard({ certificates }: { certificates: CertificateItem[] }) {
  return (
    <section
      aria-labelledby="certificates-heading"
      className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      data-testid="certificates-card"
    >
      <h2 id="certificates-heading" className="text-lg font-bold text-ink">
        Certificates
      </h2>
      {certificates.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">When a batch you attended ends, its certificate appears here.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {certificates.map((c) => (
            <li key={c.id} className="border-t border-slate-100 pt-4 first:border-0 first:pt-0" data-testid="certificate-item">
              <p className="font-semibold break-words text-ink">{c.courseTitle}</p>
              <p className="text-sm text-slate-600">
                {day(c.startDate)} – {day(c.endDate)} · issued {day(c.issuedOn)}
              </p>
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
                <a href={`/certificates/${c.id}`} className="text-brand-700 hover:underline">
                  View<span className="sr-only"> the certificate of {c.courseTitle}</span>
                </a>
                <a href={`/certificates/${c.id}.pdf`} download className="text-brand-700 hover:underline">
                  Download PDF<span className="sr-only"> of {c.courseTitle}</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

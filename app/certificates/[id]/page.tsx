import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pdfUrl } from "@/lib/certificates/company";
import { company } from "@/lib/company";
import { hoursText, longDate } from "@/lib/certificates/pdf";
import { findCertificate } from "@/lib/certificates/reads";

// The public check of a certificate (sales-and-batches.md §4): what it states and whether it is valid, nothing
// else about the learner. Never indexed; next.config.ts sends `Cache-Control: public, max-age=300` and
// `X-Robots-Tag: noindex`, so a revocation shows within five minutes.
export const metadata: Metadata = { title: "Certificate verification", robots: { index: false, follow: false } };

export default async function CertificatePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const certificate = await findCertificate(id);
  if (!certificate) notFound();
  const valid = !certificate.revokedAt;
  const facts: [string, string][] = [
    ["Awarded to", certificate.learnerName],
    ["Course", certificate.courseTitle],
    ["Batch", `${longDate(certificate.startDate)} – ${longDate(certificate.endDate)}`],
    ["Hours of instruction", hoursText(certificate.hours)],
    ["Issued on", longDate(certificate.issuedOn)],
  ];
  return (
    <main id="main" className="flex-1 bg-slate-50 px-4 py-10 sm:py-16">
      <div className="mx-auto max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Certificate verification</p>
        <h1 className="mt-2 text-2xl font-bold text-ink sm:text-3xl">Certificate of Attendance</h1>
        <p className="mt-2 text-slate-600">Issued by {company().name} for a live, instructor-led training.</p>
        <section className="mt-6 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" aria-labelledby="status">
          <div className={valid ? "border-b border-green-200 bg-green-50 px-6 py-4" : "border-b border-red-200 bg-red-50 px-6 py-4"}>
            <p
              id="status"
              className={valid ? "flex items-center gap-2 text-lg font-bold text-green-800" : "flex items-center gap-2 text-lg font-bold text-red-800"}
            >
              <span aria-hidden="true">{valid ? "✓" : "✕"}</span>
              {valid ? "Valid certificate" : "This certificate has been revoked"}
            </p>
            <p className={valid ? "mt-1 text-sm text-green-900" : "mt-1 text-sm text-red-900"}>
              {valid ? "It was issued by us and has not been revoked." : "It was issued by us but is no longer valid."}
            </p>
          </div>
          <dl className="divide-y divide-slate-100">
            {facts.map(([term, value]) => (
              <div key={term} className="grid gap-1 px-6 py-4 sm:grid-cols-[12rem_1fr] sm:gap-4">
                <dt className="text-sm font-semibold text-slate-500">{term}</dt>
                <dd className="font-medium break-words text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <p className="mt-6 text-sm text-slate-600">
          Certificate ID <span className="font-mono break-all text-slate-800">{certificate.id}</span> ·{" "}
          <a href={pdfUrl(certificate.id)} className="font-semibold text-brand-700 hover:underline">
            Download PDF
          </a>
        </p>
      </div>
    </main>
  );
}

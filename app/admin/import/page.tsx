import { ImportForm } from "@/components/admin/import-form";
import { Card, PageHeader } from "@/components/admin/ui";
import { requirePageStaff } from "@/lib/auth/current-user";

export const metadata = { title: "Import" };

const example = `{
  "categories": [{ "categoryName": "Cloud" }],
  "courses": [{
    "courseTitle": "AWS Solutions Architect",
    "courseSmlDesc": "Design resilient systems on AWS.",
    "courseCategory": ["Cloud"],
    "courseImage": ["https://…/aws.png"],
    "courseOverview": "<p>…</p>",
    "courseDuration": 40,
    "courseContent": [{ "moduleTitle": "Foundations", "subModules": [] }]
  }],
  "trainings": [{
    "courseTitle": "AWS Solutions Architect",
    "startDate": "2026-03-02", "endDate": "2026-03-20",
    "startTime": "19:00", "endTime": "21:00",
    "timeZone": "Asia/Kolkata", "meetingLink": "https://meet…"
  }],
  "clients": [{ "clientName": "Acme", "clientImage": "https://…/acme.svg" }]
}`;

export default async function AdminImportPage() {
  await requirePageStaff("/admin/import");
  return (
    <>
      <PageHeader
        title="Bulk import"
        description="Load categories, courses, trainings and client logos from a JSON file. Running the same file again changes nothing: courses are matched by title, trainings by course and dates."
      />
      <div className="grid gap-6 xl:grid-cols-[1fr_26rem]">
        <ImportForm />
        <Card title="File format">
          <p className="mb-2 text-sm text-slate-600">
            The API&apos;s own field names; courses name their categories and trainings name their course by title. Larger files:{" "}
            <code className="rounded bg-slate-100 px-1">npm run content:import -- file.json</code>.
          </p>
          <pre className="overflow-x-auto rounded-lg bg-ink p-3 text-xs leading-5 text-slate-100">{example}</pre>
        </Card>
      </div>
    </>
  );
}

import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { courses } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { cacheTags, invalidateTags } from "../cache";
import { ApiError } from "../errors";
import type { CatalogueImport } from "../validation/catalogue-import";
import { noticeTrainingChange } from "../batches/change-notices";
import { upsertClient } from "../clients/writes";
import { scheduleValues, upsertTraining } from "../trainings/writes";
import { upsertCategory, upsertCourse } from "../courses/writes";

export interface ImportCounts {
  created: number;
  updated: number;
  skipped: number;
}
export interface ImportReport {
  categories: ImportCounts;
  courses: ImportCounts;
  trainings: ImportCounts;
  clients: ImportCounts;
}

const zero = (): ImportCounts => ({ created: 0, updated: 0, skipped: 0 });

/**
 * Loads categories, courses, trainings and clients, idempotently: categories by name, courses by title,
 * trainings by course and dates, clients by name. Everything happens in one transaction.
 */
export async function importCatalogue(
  data: CatalogueImport,
  options: { onProgress?: (done: number, total: number) => void; /** Audits the import as this staff member's. */ actorUserId?: string } = {},
): Promise<ImportReport> {
  const report: ImportReport = { categories: zero(), courses: zero(), trainings: zero(), clients: zero() };
  const total = data.categories.length + data.courses.length + data.trainings.length + data.clients.length;
  let done = 0;
  const step = () => options.onProgress?.(++done, total);
  const db = await getDb();

  await db.transaction(async (tx) => {
    const categoryIds = new Map<string, string>();
    const ensureCategory = async (name: string, counted: boolean) => {
      const key = name.toLowerCase();
      const known = categoryIds.get(key);
      if (known) {
        if (counted) report.categories.skipped++;
        return known;
      }
      const { id, created } = await upsertCategory(tx, name);
      categoryIds.set(key, id);
      if (created) report.categories.created++;
      else if (counted) report.categories.skipped++;
      return id;
    };

    for (const category of data.categories) {
      await ensureCategory(category.name, true);
      step();
    }

    for (const course of data.courses) {
      const categoryList: string[] = [];
      for (const name of course.categoryNames) categoryList.push(await ensureCategory(name, false));
      report.courses[await upsertCourse(tx, course, categoryList)]++;
      step();
    }

    for (const [index, training] of data.trainings.entries()) {
      await importTraining(tx, training, index, report);
      step();
    }

    for (const [position, client] of data.clients.entries()) {
      report.clients[await upsertClient(tx, { name: client.name, imageUrl: client.imageUrl, position: client.position ?? position })]++;
      step();
    }

    if (options.actorUserId) {
      await recordAudit(tx, { actorUserId: options.actorUserId, action: "import", entity: "catalogue", entityId: "import", after: report });
    }
  });

  invalidateTags(cacheTags.categories, cacheTags.courses, cacheTags.trainings, cacheTags.clients);
  return report;
}

async function importTraining(tx: DbOrTx, training: CatalogueImport["trainings"][number], index: number, report: ImportReport) {
  const [course] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(sql`lower(${courses.title}) = ${training.courseTitle.toLowerCase()}`);
  if (!course) {
    const message = `Training ${index + 1} names the course "${training.courseTitle}", which is neither in the file nor in the catalogue.`;
    throw new ApiError("bad_request", message, { fieldErrors: { [`trainings.${index}.courseTitle`]: message } });
  }
  // The batch's schedule and pattern as the staff API takes them (its price and trainer are not imported).
  const result = await upsertTraining(tx, { courseId: course.id, ...scheduleValues(training, false) });
  // The same rules as a staff edit: the learners hear of a move.
  if (result.outcome === "updated") await noticeTrainingChange(tx, result.before, result.after);
  report.trainings[result.outcome]++;
}

import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { categories, clients, courses, trainings } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { cacheTags, invalidateTags } from "../cache";
import { env } from "../env";
import { ApiError } from "../errors";
import type { CatalogueImport } from "../validation/catalogue-import";
import { noticeTrainingChange } from "../batches/change-notices";
import { findStaffTraining } from "../trainings/staff";
import { assertSeatsFit, CERTIFICATES_RECHECKED } from "../trainings/writes";
import { categorySlug } from "../courses/slug";
import { courseValues, setCourseCategories } from "../courses/writes";

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
/** JSON with object keys sorted: jsonb gives keys back in its own order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

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
      const [existing] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(sql`lower(${categories.name}) = ${key}`);
      if (existing) {
        categoryIds.set(key, existing.id);
        if (counted) report.categories.skipped++;
        return existing.id;
      }
      const [created] = await tx
        .insert(categories)
        .values({ name, slug: categorySlug(name) })
        .returning({ id: categories.id });
      categoryIds.set(key, created!.id);
      report.categories.created++;
      return created!.id;
    };

    for (const category of data.categories) {
      await ensureCategory(category.name, true);
      step();
    }

    for (const course of data.courses) {
      const values = courseValues(course);
      const categoryList: string[] = [];
      for (const name of course.categoryNames) categoryList.push(await ensureCategory(name, false));
      const [existing] = await tx
        .select({
          id: courses.id,
          title: courses.title,
          shortDescription: courses.shortDescription,
          images: courses.images,
          overviewHtml: courses.overviewHtml,
          durationHours: courses.durationHours,
          outline: courses.outline,
          categoryIds: sql<string[]>`coalesce((select array_agg(category_id order by position) from course_categories where course_id = ${courses.id}), '{}')`,
        })
        .from(courses)
        .where(sql`lower(${courses.title}) = ${course.title.toLowerCase()}`);
      if (!existing) {
        const [created] = await tx.insert(courses).values(values).returning({ id: courses.id });
        await setCourseCategories(tx, created!.id, categoryList);
        report.courses.created++;
      } else {
        const { id, categoryIds: currentCategories, ...current } = existing;
        if (same(current, values) && same(currentCategories, [...new Set(categoryList)])) {
          report.courses.skipped++;
        } else {
          await tx.update(courses).set(values).where(eq(courses.id, id));
          await setCourseCategories(tx, id, categoryList);
          report.courses.updated++;
        }
      }
      step();
    }

    for (const [index, training] of data.trainings.entries()) {
      await importTraining(tx, training, index, report);
      step();
    }

    for (const [position, client] of data.clients.entries()) {
      const [existing] = await tx
        .select()
        .from(clients)
        .where(sql`lower(${clients.name}) = ${client.name.toLowerCase()}`);
      if (!existing) {
        await tx.insert(clients).values({ name: client.name, imageUrl: client.imageUrl, position: client.position ?? position });
        report.clients.created++;
      } else if (existing.imageUrl === client.imageUrl) {
        report.clients.skipped++;
      } else {
        await tx.update(clients).set({ imageUrl: client.imageUrl }).where(eq(clients.id, existing.id));
        report.clients.updated++;
      }
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
  const values = {
    courseId: course.id,
    startDate: training.startDate,
    endDate: training.endDate,
    startTime: training.startTime,
    endTime: training.endTime,
    timeZone: training.timeZone ?? env().DEFAULT_TIME_ZONE,
    meetingLink: training.meetingLink,
    isCancelled: training.isCancelled ?? false,
    // The batch's pattern (sales-and-batches.md §3), as the staff API takes it.
    seats: training.seats ?? null,
    days: training.days,
    skipDates: training.skipDates,
    reminders: training.reminders ?? null,
  };
  const [existing] = await tx
    .select()
    .from(trainings)
    .where(and(eq(trainings.courseId, course.id), eq(trainings.startDate, training.startDate), eq(trainings.endDate, training.endDate)));
  if (!existing) {
    await tx.insert(trainings).values(values);
    report.trainings.created++;
    return;
  }
  const unchanged = (Object.keys(values) as (keyof typeof values)[]).every((key) => same(existing[key], values[key]));
  if (unchanged) {
    report.trainings.skipped++;
    return;
  }
  // The same rules as a staff edit: no fewer seats than are taken, and the learners hear of a move.
  const before = await findStaffTraining(tx, existing.id);
  if (values.seats !== existing.seats) await assertSeatsFit(tx, existing.id, values.seats);
  await tx
    .update(trainings)
    .set({ ...values, ...CERTIFICATES_RECHECKED })
    .where(eq(trainings.id, existing.id));
  await noticeTrainingChange(tx, before, await findStaffTraining(tx, existing.id));
  report.trainings.updated++;
}

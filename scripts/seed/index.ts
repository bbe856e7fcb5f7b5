import "server-only";
import { count, inArray } from "drizzle-orm";
import { getDb, type DatabaseHandle } from "../../db";
import { courses, trainings } from "../../db/schema";
import { ensureAccount } from "../../lib/accounts/invitations";
import { invalidateTags, cacheTags } from "../../lib/cache";
import { importCatalogue, type ImportReport } from "../../lib/catalogue/import";
import { env } from "../../lib/env";
import { recomputeCourseRating } from "../../lib/reviews/rating";
import { addReviewIfMissing } from "../../lib/reviews/writes";
import { dateInZone } from "../../lib/schedule/status";
import { catalogueFileSchema, type CatalogueFile } from "../../lib/validation/catalogue-import";
import { seedDemoBilling, type BillingSeedReport } from "./billing";
import { seedClients } from "./clients";
import { seedCourses } from "./data/courses";
import { seedReviews } from "./data/reviews";
import { seedTrainings } from "./trainings";

const DAY_MS = 86_400_000;

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The demo catalogue in the import file's shape, with training dates placed around `today`. */
export function demoCatalogue(today: string): CatalogueFile {
  const titleOf = new Map(seedCourses.map((c) => [c.key, c.courseTitle]));
  return {
    categories: ["Cloud", "DevOps", "Cybersecurity", "Data Engineering", "Automation", "AI/ML"].map((categoryName) => ({ categoryName })),
    courses: seedCourses.map((c) => ({
      courseTitle: c.courseTitle,
      courseSmlDesc: c.courseSmlDesc,
      courseImage: [`/images/courses/${c.key}.svg`],
      courseCategory: c.categories,
      courseOverview: c.courseOverview,
      courseDuration: c.courseDuration,
      courseContent: c.courseContent,
    })),
    trainings: seedTrainings.map((t) => {
      const startDate = addDays(today, t.startOffset);
      return {
        courseTitle: titleOf.get(t.courseKey) ?? t.courseKey,
        startDate,
        endDate: addDays(startDate, t.lengthDays - 1),
        startTime: t.startTime,
        endTime: t.endTime,
        timeZone: t.timeZone,
        meetingLink: `https://meet.example.com/stackwise-${t.courseKey}-${startDate.replaceAll("-", "")}`,
        tcStatus: t.cancelled ? "Cancelled" : undefined,
      };
    }),
    clients: seedClients.map((c) => ({ clientName: c.name, clientImage: `/images/clients/${c.key}.svg` })),
  };
}

export interface SeedReport extends ImportReport {
  reviews: { created: number; skipped: number };
  billing: BillingSeedReport;
}

/**
 * Loads the demo catalogue, its demo learners and their reviews, the batches' prices, two client organisations, a
 * trainer and a discount code (scripts/seed/billing.ts). Safe to run again: nothing is duplicated.
 */
export async function seedDemoContent(now: Date = new Date()): Promise<SeedReport> {
  const today = dateInZone(now, env().DEFAULT_TIME_ZONE);
  const db = await getDb();
  const catalogue = demoCatalogue(today);
  // The batches on the demo's start dates before the import: those found after it and not before are the run's own.
  const seedBatches = () =>
    db
      .select({ id: trainings.id })
      .from(trainings)
      .where(inArray(trainings.startDate, [...new Set((catalogue.trainings ?? []).map((t) => t.startDate))]));
  const before = new Set((await seedBatches()).map((t) => t.id));
  const report = await importCatalogue(catalogueFileSchema.parse(catalogue));
  const created = new Set((await seedBatches()).map((t) => t.id).filter((id) => !before.has(id)));
  const reviewReport = { created: 0, skipped: 0 };
  let billing: BillingSeedReport | undefined;
  await db.transaction(async (tx) => {
    billing = await seedDemoBilling(tx, today, created);
    const courseIds = new Map<string, string>();
    for (const c of await tx.select({ id: courses.id, title: courses.title }).from(courses)) courseIds.set(c.title.toLowerCase(), c.id);
    const touched = new Set<string>();
    for (const r of seedReviews) {
      const title = seedCourses.find((c) => c.key === r.courseKey)?.courseTitle.toLowerCase();
      const courseId = title ? courseIds.get(title) : undefined;
      if (!courseId) continue;
      // Demo review authors have no password: they exist to sign reviews, not to sign in.
      const userId = await ensureAccount(tx, { name: r.learnerName, email: r.learnerEmail, activatedAt: now });
      const createdAt = new Date(now.getTime() - r.daysAgo * DAY_MS);
      const added = await addReviewIfMissing(tx, { userId, courseId, rating: r.rating, review: r.review, createdAt });
      if (added) {
        reviewReport.created++;
        touched.add(courseId);
      } else {
        reviewReport.skipped++;
      }
    }
    for (const courseId of touched) await recomputeCourseRating(tx, courseId);
  });
  invalidateTags(cacheTags.reviews, cacheTags.courses, cacheTags.trainings);
  return { ...report, reviews: reviewReport, billing: billing! };
}

const SEED_LOCK = 727_002; // beside the migrations' lock (db/migrate.ts)

/**
 * First start: fills an empty catalogue with the demo content. Several instances starting at once on one fresh
 * database take turns under an advisory lock, as the migrations do: the first seeds, the others find the catalogue
 * filled and leave it (two seeding at once had one exit on a unique-key violation). Undefined when nothing was done.
 */
export async function seedIfEmpty(handle: DatabaseHandle, now?: Date): Promise<SeedReport | undefined> {
  return handle.withAdvisoryLock(SEED_LOCK, async () => ((await catalogueIsEmpty()) ? seedDemoContent(now) : undefined));
}

export async function catalogueIsEmpty(): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(courses);
  return Number(row?.n ?? 0) === 0;
}

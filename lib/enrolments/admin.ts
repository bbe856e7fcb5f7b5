import "server-only";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { courses, enrolments, trainings, users } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { env } from "../env";
import { ApiError } from "../http/api-error";
import { enqueueMail } from "../mail/outbox";
import { trainingStatus, type TrainingStatus } from "../trainings/status";
import { isEmail } from "../validation/admin";

/** An enrolment as staff see it: the learner and the training. */
export interface AdminEnrolmentView {
  _id: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  userId: { _id: string; name: string; email: string; isActivated: boolean };
  trainingId: {
    _id: string;
    tcStatus: TrainingStatus;
    courseId: { _id: string; courseTitle: string };
    startDate: string;
    endDate: string;
    startTime: string;
    endTime: string;
    timeZone: string;
  };
}

export interface EnrolmentFilter {
  id?: string;
  trainingId?: string;
  userId?: string;
  /** Exact address, any case. */
  userEmail?: string;
}

async function enrolmentViews(tx: DbOrTx, filter: EnrolmentFilter, now = new Date()): Promise<AdminEnrolmentView[]> {
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(enrolments.id, filter.id));
  if (filter.trainingId) conditions.push(eq(enrolments.trainingId, filter.trainingId));
  if (filter.userId) conditions.push(eq(enrolments.userId, filter.userId));
  if (filter.userEmail) conditions.push(sql`lower(${users.email}) = ${filter.userEmail.trim().toLowerCase()}`);
  const rows = await tx
    .select({
      id: enrolments.id,
      isActive: enrolments.isActive,
      createdAt: enrolments.createdAt,
      updatedAt: enrolments.updatedAt,
      user: { id: users.id, name: users.name, email: users.email, activatedAt: users.activatedAt },
      training: {
        id: trainings.id,
        startDate: trainings.startDate,
        endDate: trainings.endDate,
        startTime: trainings.startTime,
        endTime: trainings.endTime,
        timeZone: trainings.timeZone,
        isCancelled: trainings.isCancelled,
      },
      course: { id: courses.id, title: courses.title },
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(trainings.startDate), asc(users.name), asc(enrolments.id))
    .limit(2000);
  return rows.map((r) => ({
    _id: r.id,
    isActive: r.isActive,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    userId: { _id: r.user.id, name: r.user.name, email: r.user.email, isActivated: r.user.activatedAt !== null },
    trainingId: {
      _id: r.training.id,
      tcStatus: trainingStatus(r.training, now),
      courseId: { _id: r.course.id, courseTitle: r.course.title },
      startDate: r.training.startDate,
      endDate: r.training.endDate,
      startTime: r.training.startTime,
      endTime: r.training.endTime,
      timeZone: r.training.timeZone,
    },
  }));
}

export async function listAdminEnrolments(filter: EnrolmentFilter = {}): Promise<AdminEnrolmentView[]> {
  return enrolmentViews(await getDb(), filter);
}

async function findEnrolment(tx: DbOrTx, id: string): Promise<AdminEnrolmentView> {
  const [found] = await enrolmentViews(tx, { id });
  if (!found) throw new ApiError("not_found", "Enrolment not found.");
  return found;
}

export interface EnrolReport {
  /** New enrolments. */
  enrolled: AdminEnrolmentView[];
  /** Addresses already enrolled in this training (left as they were). */
  alreadyEnrolled: string[];
  /** Addresses no account uses: the learner must register first. */
  noAccount: string[];
  /** Text that is not an email address. */
  invalid: string[];
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function enrolmentNotice(name: string, courseTitle: string, startDate: string, endDate: string, appUrl: string) {
  const link = `${appUrl}/my-learning`;
  const subject = `You are enrolled: ${courseTitle}`.replace(/[\r\n]+/g, " ");
  const text = [`Hello ${name},`, "", `You are enrolled in ${courseTitle} (${startDate} to ${endDate}).`, `The schedule and the meeting link are on My Learning: ${link}`].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>Hello ${escapeHtml(name)},</p>
<p>You are enrolled in <strong>${escapeHtml(courseTitle)}</strong> (${escapeHtml(startDate)} to ${escapeHtml(endDate)}).</p>
<p><a href="${escapeHtml(link)}" style="color:#4338ca">Open My Learning</a> for the schedule and the meeting link.</p>
</body></html>`;
  return { subject, text, html };
}

/**
 * Enrols the accounts of the given addresses in a training. Addresses without an account, already
 * enrolled or malformed are reported back, never dropped silently. Each new enrolment is audited and the
 * learner is told by email (queued in the same transaction).
 */
export async function enrolByEmails(actorUserId: string, trainingId: string, emails: string[], isActive = true): Promise<EnrolReport> {
  const report: EnrolReport = { enrolled: [], alreadyEnrolled: [], noAccount: [], invalid: [] };
  const wanted: string[] = [];
  for (const raw of emails) {
    const email = raw.trim().toLowerCase();
    if (!email) continue;
    if (!isEmail(email)) {
      if (!report.invalid.includes(raw.trim())) report.invalid.push(raw.trim());
    } else if (!wanted.includes(email)) {
      wanted.push(email);
    }
  }
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [training] = await tx
      .select({ id: trainings.id, startDate: trainings.startDate, endDate: trainings.endDate, courseTitle: courses.title })
      .from(trainings)
      .innerJoin(courses, eq(courses.id, trainings.courseId))
      .where(eq(trainings.id, trainingId));
    if (!training) throw new ApiError("bad_request", "That training does not exist.", { fieldErrors: { trainingId: "That training does not exist." } });
    if (wanted.length === 0) return;
    const accounts = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, wanted));
    const byEmail = new Map(accounts.map((a) => [a.email.toLowerCase(), a]));
    const existing = accounts.length
      ? await tx
          .select({ userId: enrolments.userId })
          .from(enrolments)
          .where(and(eq(enrolments.trainingId, trainingId), inArray(enrolments.userId, accounts.map((a) => a.id))))
      : [];
    const enrolled = new Set(existing.map((e) => e.userId));
    const appUrl = env().APP_URL;
    for (const email of wanted) {
      const account = byEmail.get(email);
      if (!account) {
        report.noAccount.push(email);
        continue;
      }
      if (enrolled.has(account.id)) {
        report.alreadyEnrolled.push(email);
        continue;
      }
      const [row] = await tx.insert(enrolments).values({ userId: account.id, trainingId, isActive }).returning({ id: enrolments.id });
      enrolled.add(account.id);
      const after = await findEnrolment(tx, row!.id);
      await recordAudit(tx, { actorUserId, action: "create", entity: "enrolment", entityId: row!.id, after });
      if (isActive) {
        await enqueueMail(tx, { to: account.email, ...enrolmentNotice(account.name, training.courseTitle, training.startDate, training.endDate, appUrl) });
      }
      report.enrolled.push(after);
    }
  });
  return report;
}

export async function setEnrolmentActive(actorUserId: string, id: string, isActive: boolean): Promise<AdminEnrolmentView> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await findEnrolment(tx, id);
    await tx.update(enrolments).set({ isActive }).where(eq(enrolments.id, id));
    const after = await findEnrolment(tx, id);
    await recordAudit(tx, { actorUserId, action: "update", entity: "enrolment", entityId: id, before, after });
    return after;
  });
}

export async function deleteEnrolment(actorUserId: string, id: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await findEnrolment(tx, id);
    await tx.delete(enrolments).where(eq(enrolments.id, id));
    await recordAudit(tx, { actorUserId, action: "delete", entity: "enrolment", entityId: id, before });
  });
}

import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { trainers, trainerTimeOff, users } from "../../db/schema";
import { ApiError } from "../errors";
import { keysetPage, listKeyOf, type ListOrder, type ListPage, type PageRequest } from "../http/staff-list";
import { money } from "../money";
import { trainerMessages } from "../validation/trainers";
import type { TrainerView } from "./types";

const columns = {
  id: trainers.id,
  userId: trainers.userId,
  name: users.name,
  email: users.email,
  phone: users.phone,
  skills: trainers.skills,
  timeZone: trainers.timeZone,
  hourlyRateMinor: trainers.hourlyRateMinor,
  currency: trainers.currency,
  active: trainers.active,
  createdAt: trainers.createdAt,
};

/** The console's order of trainers: by name, ties broken by id. */
export const trainerListOrder: ListOrder = { key: users.name, id: trainers.id, type: "text", direction: "asc" };

/** A page of the trainers, by name, by keyset (a company has tens of trainers: the join reads them all, bounded by staff). */
export async function pageOfTrainers(request: PageRequest): Promise<ListPage<TrainerView>> {
  const db = await getDb();
  return keysetPage(trainerListOrder, request, async (range) => {
    const rows = await db
      .select({ ...columns, listKey: listKeyOf(trainerListOrder) })
      .from(trainers)
      .innerJoin(users, eq(users.id, trainers.userId))
      .where(range.where)
      .orderBy(...range.orderBy)
      .limit(range.limit);
    const views = await withTimeOff(db, rows);
    return views.map((item, i) => ({ item, key: rows[i]!.listKey, id: item.id }));
  });
}

async function selectTrainers(tx: DbOrTx, where?: ReturnType<typeof eq>): Promise<TrainerView[]> {
  const rows = await selectTrainerRows(tx).where(where).orderBy(asc(users.name), asc(trainers.id));
  return withTimeOff(tx, rows);
}

type TrainerRow = Awaited<ReturnType<ReturnType<typeof selectTrainerRows>["where"]>>[number];
const selectTrainerRows = (tx: DbOrTx) => tx.select(columns).from(trainers).innerJoin(users, eq(users.id, trainers.userId));

/** Rows of trainers with their time off, in the rows' order. */
async function withTimeOff(tx: DbOrTx, rows: TrainerRow[]): Promise<TrainerView[]> {
  const ids = rows.map((r) => r.id);
  const offs = ids.length
    ? await tx.select().from(trainerTimeOff).where(inArray(trainerTimeOff.trainerId, ids)).orderBy(asc(trainerTimeOff.from), asc(trainerTimeOff.id))
    : [];
  return rows.map(({ hourlyRateMinor, currency, ...r }) => ({
    ...r,
    hourlyRate: hourlyRateMinor === null ? null : money(hourlyRateMinor, currency),
    timeOff: offs.filter((o) => o.trainerId === r.id).map((o) => ({ id: o.id, from: o.from, to: o.to, reason: o.reason })),
  }));
}

/** Every trainer, by name. */
export async function listTrainers(): Promise<TrainerView[]> {
  return selectTrainers(await getDb());
}

/** One trainer, or 404. */
export async function findTrainer(tx: DbOrTx, id: string): Promise<TrainerView> {
  const [found] = await selectTrainers(tx, eq(trainers.id, id));
  if (!found) throw new ApiError("not_found", trainerMessages.notFound);
  return found;
}

export async function getTrainer(id: string): Promise<TrainerView> {
  return findTrainer(await getDb(), id);
}

/** The trainer profile of an account (the trainer's portal), or undefined. */
export async function trainerOfUser(tx: DbOrTx, userId: string): Promise<TrainerView | undefined> {
  const [found] = await selectTrainers(tx, eq(trainers.userId, userId));
  return found;
}

/** The signed-in trainer's own profile (the trainer's home page), or undefined. */
export async function myTrainerProfile(userId: string): Promise<TrainerView | undefined> {
  return trainerOfUser(await getDb(), userId);
}

/** The console's choice of trainer on the batch form: active trainers, by name. */
export async function trainerChoices(): Promise<{ id: string; name: string }[]> {
  const db = await getDb();
  return db
    .select({ id: trainers.id, name: users.name })
    .from(trainers)
    .innerJoin(users, eq(users.id, trainers.userId))
    .where(eq(trainers.active, true))
    .orderBy(asc(users.name), asc(trainers.id));
}

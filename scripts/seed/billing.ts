import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { courses, trainings } from "../../db/schema";
import { ensureAccount } from "../../lib/accounts/invitations";
import { addOrganizationIfMissing } from "../../lib/organizations/writes";
import { addDiscountCodeIfMissing } from "../../lib/pricing/codes";
import { addTrainerProfileIfMissing } from "../../lib/trainers/writes";
import { assignTrainerWhereNone, setTrainingPrice } from "../../lib/trainings/writes";
import { seedCourses } from "./data/courses";
import { seedTrainings } from "./trainings";

// The demo's billing and delivery content (billing-and-delivery.md §1, §2, §8): prices on the batches the seed
// creates, two client organisations, a trainer teaching two batches and one discount code. Written through the owning
// domains' commands in the seed's transaction, and idempotent: a second run finds everything and changes nothing.

const DAY_MS = 86_400_000;
const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const rupees = (amount: number) => amount * 100;

/** Valid GSTINs (check characters computed by lib/gst/gstin.ts) in Karnataka (29) and Maharashtra (27). */
export const seedOrganizations = [
  {
    name: "Northwind Logistics Pvt Ltd",
    gstin: "29AAGCN4821K1Z5",
    stateCode: "29",
    billingAddress: "4th Floor, Prestige Tech Park\nOuter Ring Road, Marathahalli\nBengaluru 560103",
    contacts: [
      { name: "Kavya Shetty", email: "kavya.shetty@northwind.example.com", phone: "+919845012345" },
      { name: "Rohan Iyer", email: "accounts@northwind.example.com", phone: "" },
    ],
  },
  {
    name: "BluePeak Bank Ltd",
    gstin: "27AADCB7364M1Z8",
    stateCode: "27",
    billingAddress: "BluePeak House, Bandra Kurla Complex\nBandra (East)\nMumbai 400051",
    contacts: [{ name: "Sameer Kulkarni", email: "sameer.kulkarni@bluepeak.example.com", phone: "+919820098765" }],
  },
];

/** The demo trainer: no password, so it cannot sign in until staff invite it again from the console. */
export const seedTrainer = {
  name: "Arjun Menon",
  email: "arjun.menon@example.com",
  skills: ["Terraform", "Kubernetes", "MLOps"],
  timeZone: "Asia/Kolkata",
  hourlyRate: 2_500,
};

export const seedDiscountCode = { code: "WELCOME10", percentOff: 10, validForDays: 90, maxUses: 100 };

export interface BillingSeedReport {
  priced: number;
  organizations: number;
  trainer: number;
  codes: number;
}

/** The seed trainings' rows, by their key in seedTrainings (course title, start and end date). */
async function seededTrainingRows(tx: DbOrTx, today: string, onlyIds: Set<string>) {
  const titleOf = new Map(seedCourses.map((c) => [c.key, c.courseTitle.toLowerCase()]));
  const rows = await tx
    .select({ id: trainings.id, title: sql<string>`lower(${courses.title})`, startDate: trainings.startDate, endDate: trainings.endDate })
    .from(trainings)
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .where(onlyIds.size ? inArray(trainings.id, [...onlyIds]) : sql`false`);
  return seedTrainings.flatMap((t) => {
    const startDate = addDays(today, t.startOffset);
    const endDate = addDays(startDate, t.lengthDays - 1);
    const row = rows.find((r) => r.title === titleOf.get(t.courseKey) && r.startDate === startDate && r.endDate === endDate);
    return row ? [{ seed: t, id: row.id }] : [];
  });
}

/**
 * Prices the trainings this run created (`createdIds`: a batch that was there before keeps what staff gave it),
 * adds the organisations, the trainer (teaching its batches only when the trainer is new, so a run on another day
 * never gives it a clashing batch) and the code, each only when missing.
 */
export async function seedDemoBilling(tx: DbOrTx, today: string, createdIds: Set<string>): Promise<BillingSeedReport> {
  const report: BillingSeedReport = { priced: 0, organizations: 0, trainer: 0, codes: 0 };
  const created = await seededTrainingRows(tx, today, createdIds);
  for (const { seed, id } of created) {
    if (seed.price === undefined) continue;
    await setTrainingPrice(tx, id, {
      priceMinor: rupees(seed.price),
      earlyBirdMinor: seed.earlyBird ? rupees(seed.earlyBird.price) : null,
      earlyBirdUntil: seed.earlyBird ? addDays(today, seed.earlyBird.untilOffset) : null,
      groupDiscounts: seed.groupDiscounts ?? [],
    });
    report.priced++;
  }

  for (const org of seedOrganizations) {
    if (await addOrganizationIfMissing(tx, { ...org, country: "IN" })) report.organizations++;
  }

  const userId = await ensureAccount(tx, { name: seedTrainer.name, email: seedTrainer.email, role: "trainer" });
  const trainerId = await addTrainerProfileIfMissing(tx, {
    userId,
    skills: seedTrainer.skills,
    timeZone: seedTrainer.timeZone,
    hourlyRateMinor: rupees(seedTrainer.hourlyRate),
  });
  if (trainerId) {
    await assignTrainerWhereNone(
      tx,
      created.filter((c) => c.seed.demoTrainer).map((c) => c.id),
      trainerId,
    );
    report.trainer++;
  }

  const codeAdded = await addDiscountCodeIfMissing(tx, {
    code: seedDiscountCode.code,
    percentOff: seedDiscountCode.percentOff,
    validUntil: addDays(today, seedDiscountCode.validForDays),
    maxUses: seedDiscountCode.maxUses,
  });
  if (codeAdded) report.codes++;
  return report;
}

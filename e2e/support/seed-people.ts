// Before the end-to-end server starts (the embedded database has one owner at a time): an organisation with a
// training lead, invited with a set-password link, and a booking of that organisation with two learners in a batch
// ten days ahead. Organisations are saved through lib/organizations on another branch; this stands in for it. Then
// more Contacted enquiries than a board column shows, owned by the e2e staff member (e2eBoardOverflow).
import { eq, sql } from "drizzle-orm";
import { getDb } from "../../db";
import { bookings, courses, organizationContacts, organizations, users } from "../../db/schema";
import { catalogueIsEmpty, seedDemoContent } from "../../scripts/seed/index";
import { inviteAccount } from "../../lib/accounts/invitations";
import { enqueueMail } from "../../lib/mail/outbox";
import { renderMail } from "../../lib/mail/templates/layout";
import { assignLearners } from "../../lib/operations/bookings/assign-learners";
import { createBooking } from "../../lib/operations/bookings/create-booking";
import { createTraining } from "../../lib/operations/trainings/create-training";
import { bookingCreateBody } from "../../lib/validation/sales";
import { trainingFields } from "../../lib/validation/trainings";
import { enquiryFollowUpFields } from "../../lib/validation/enquiries";
import { openForCli, runCli } from "../../scripts/support/cli";
import { createEnquiry } from "../../lib/enquiries/writes";
import { setEnquiryFollowUp } from "../../lib/enquiries/staff";
import { dayFromToday } from "./dates";
import { e2eBoardOverflow, e2eLead, e2eStaff } from "./env";

runCli(async () => {
  await openForCli();
  if (await catalogueIsEmpty()) await seedDemoContent();
  const db = await getDb();
  const [staff] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${e2eStaff.email}`);
  const [course] = await db.select({ id: courses.id }).from(courses).orderBy(courses.title).limit(1);
  const training = await createTraining(
    staff!.id,
    trainingFields.parse({
      courseId: course!.id,
      startDate: dayFromToday(10),
      endDate: dayFromToday(14),
      startTime: "18:00",
      endTime: "20:00",
      timeZone: "Asia/Kolkata",
      meetingLink: "https://meet.example.com/acme-batch",
    }),
  );
  const booking = await createBooking(
    staff!.id,
    bookingCreateBody.parse({
      trainingId: training.id,
      buyerName: "Lena Lead",
      buyerEmail: e2eLead.email,
      organization: e2eLead.organization,
      seats: 2,
      price: { amount: 50_000 },
    }),
  );
  await assignLearners(staff!.id, booking.id, ["ravi.acme@example.com", "sana.acme@example.com"]);
  await db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({ name: e2eLead.organization, billingAddress: "12 MG Road\nBengaluru", stateCode: "29" })
      .returning({ id: organizations.id });
    const lead = await inviteAccount(tx, staff!.id, { email: e2eLead.email, name: e2eLead.name, role: "learner" });
    await tx.insert(organizationContacts).values({ organizationId: org!.id, name: e2eLead.name, email: e2eLead.email, isLead: true, userId: lead.id });
    await tx.update(bookings).set({ organizationId: org!.id }).where(eq(bookings.id, booking.id));
    await enqueueMail(
      tx,
      renderMail({
        to: e2eLead.email,
        subject: `You are ${e2eLead.organization}'s training lead: set your password`,
        greeting: `Hello ${e2eLead.name},`,
        paragraphs: ["Choose a password to see your team's trainings."],
        action: { label: "Set my password", url: lead.setPasswordUrl! },
      }),
    );
  });
  console.log(`Seeded ${e2eLead.organization} with its lead ${e2eLead.email}.`);
  for (let i = 0; i < e2eBoardOverflow.count; i++) {
    const { id } = await createEnquiry({
      name: `Overflow Visitor ${"abcdefghijklmnopqrstuvwxyz"[i % 26]}${"abcdefghijklmnopqrstuvwxyz"[Math.floor(i / 26)]}`,
      email: `overflow.${i}@example.com`,
      phone: `+91 98765 ${String(20000 + i)}`,
      trainingType: "Individual",
      message:
        i === e2eBoardOverflow.count - 1
          ? `Dates and fees for a batch (${e2eBoardOverflow.marker}). ${"Our team of twelve would like weekday evenings with labs. ".repeat(8)}${e2eBoardOverflow.longTail}`
          : `Dates and fees for a batch (${e2eBoardOverflow.marker}).`,
    });
    await setEnquiryFollowUp(staff!.id, id, enquiryFollowUpFields.parse({ status: "contacted", ownerId: staff!.id }));
  }
  console.log(`Seeded ${e2eBoardOverflow.count} contacted enquiries (${e2eBoardOverflow.marker}).`);
});

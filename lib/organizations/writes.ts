import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { organizationContacts, organizations } from "../../db/schema";
import { inviteAccount } from "../accounts/invitations";
import { recordAudit } from "../audit/log";
import { env } from "../env";
import { deriveTreatment, panOfGstin } from "../gst/treatment";
import { ApiError } from "../errors";
import { enqueueMail } from "../mail/outbox";
import { leadInvitationMail, leadNoticeMail } from "../mail/templates/organizations";
import { organizationMessages, type OrganizationInput } from "../validation/organizations";
import { findOrganization, type OrganizationView } from "./reads";

/**
 * Organisations (billing-and-delivery.md §1) and their training leads (§7): saving one replaces its contacts, and each
 * lead contact is linked to an account: an unknown email gets one with an invitation (a set-password link valid 7
 * days), an existing account a notice; a lead already linked keeps its account and gets nothing.
 */

const fieldsOf = (input: OrganizationInput) => ({
  name: input.name,
  gstin: input.gstin ?? null,
  billingAddress: input.billingAddress,
  stateCode: input.stateCode ?? null,
  country: input.country,
  gstTreatment: input.gstTreatment,
  accountsEmail: input.accountsEmail ?? null,
  paymentTermsDays: input.paymentTermsDays,
  pan: panOfGstin(input.gstin),
});

async function saveContacts(
  tx: DbOrTx,
  actorUserId: string,
  organizationId: string,
  name: string,
  input: OrganizationInput,
  before?: OrganizationView,
): Promise<void> {
  const linked = new Map((before?.contacts ?? []).filter((c) => c.isLead && c.userId).map((c) => [c.email.toLowerCase(), c.userId!]));
  await tx.delete(organizationContacts).where(eq(organizationContacts.organizationId, organizationId));
  const appUrl = env().APP_URL;
  for (const [position, contact] of input.contacts.entries()) {
    let userId: string | null = null;
    if (contact.isLead) {
      userId = linked.get(contact.email) ?? null;
      if (!userId) {
        // A registration that never activated loses the password whoever registered chose; its owner is invited.
        const invited = await inviteAccount(tx, actorUserId, { email: contact.email, name: contact.name, role: "learner", audit: { organization: name } });
        userId = invited.id;
        await enqueueMail(
          tx,
          invited.setPasswordUrl ? leadInvitationMail(invited.email, name, invited.setPasswordUrl) : leadNoticeMail(invited.email, invited, name, appUrl),
        );
      }
    }
    await tx
      .insert(organizationContacts)
      .values({ organizationId, position, name: contact.name, email: contact.email, phone: contact.phone, isLead: contact.isLead, userId });
  }
}

/** POST /api/admin/organizations. Audited. */
export async function createOrganization(actorUserId: string, input: OrganizationInput): Promise<OrganizationView> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(organizations).values(fieldsOf(input)).returning({ id: organizations.id });
    await saveContacts(tx, actorUserId, row!.id, input.name, input);
    const after = await findOrganization(tx, row!.id);
    await recordAudit(tx, { actorUserId, action: "create", entity: "organization", entityId: after.id, after });
    return after;
  });
}

/** PUT /api/admin/organizations/{id}: the whole organisation, its contacts replaced. Audited. */
export async function updateOrganization(actorUserId: string, id: string, input: OrganizationInput): Promise<OrganizationView> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id)).for("update");
    if (!locked) throw new ApiError("not_found", organizationMessages.notFound);
    const before = await findOrganization(tx, id);
    await tx.update(organizations).set(fieldsOf(input)).where(eq(organizations.id, id));
    await saveContacts(tx, actorUserId, id, input.name, input, before);
    const after = await findOrganization(tx, id);
    await recordAudit(tx, { actorUserId, action: "update", entity: "organization", entityId: id, before, after });
    return after;
  });
}

/**
 * An organisation with contacts that are not training leads (the demo seed's), in the caller's transaction, unless
 * one with its GSTIN exists. Not audited: no one made it. True when it was added.
 */
export async function addOrganizationIfMissing(
  tx: DbOrTx,
  org: { name: string; gstin: string; stateCode: string; billingAddress: string; country: string; contacts: { name: string; email: string; phone: string }[] },
): Promise<boolean> {
  const [existing] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.gstin, org.gstin));
  if (existing) return false;
  const { contacts, ...fields } = org;
  const [row] = await tx
    .insert(organizations)
    .values({ ...fields, gstTreatment: deriveTreatment(org), pan: panOfGstin(org.gstin) })
    .returning({ id: organizations.id });
  await tx
    .insert(organizationContacts)
    .values(contacts.map((c, position) => ({ organizationId: row!.id, position, name: c.name, email: c.email, phone: c.phone, isLead: false })));
  return true;
}

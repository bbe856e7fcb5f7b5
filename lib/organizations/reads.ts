import "server-only";
import { asc, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { organizationContacts, organizations, type Organization, type OrganizationContact } from "../../db/schema";
import { ApiError } from "../errors";
import { organizationMessages } from "../validation/organizations";

export interface OrganizationView extends Organization {
  contacts: OrganizationContact[];
}

/** The console lists at most this many organisations. */
export const ORGANIZATION_LIST_LIMIT = 500;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function withContacts(tx: DbOrTx, rows: Organization[]): Promise<OrganizationView[]> {
  if (rows.length === 0) return [];
  const contacts = await tx
    .select()
    .from(organizationContacts)
    .where(inArray(organizationContacts.organizationId, rows.map((r) => r.id)))
    .orderBy(asc(organizationContacts.position), asc(organizationContacts.createdAt));
  return rows.map((r) => ({ ...r, contacts: contacts.filter((c) => c.organizationId === r.id) }));
}

/** One organisation with its contacts; 404 when there is none. */
export async function findOrganization(tx: DbOrTx, id: string): Promise<OrganizationView> {
  const [row] = await tx.select().from(organizations).where(eq(organizations.id, id));
  if (!row) throw new ApiError("not_found", organizationMessages.notFound);
  return (await withContacts(tx, [row]))[0]!;
}

export async function getOrganization(id: string): Promise<OrganizationView> {
  return findOrganization(await getDb(), id);
}

/** GET /api/admin/organizations?q=: by name, GSTIN or a contact's email (any case), by name. */
export async function listOrganizations(q?: string): Promise<OrganizationView[]> {
  const db = await getDb();
  const like = q ? `%${escapeLike(q)}%` : undefined;
  const rows = await db
    .select()
    .from(organizations)
    .where(
      like
        ? or(
            ilike(organizations.name, like),
            ilike(organizations.gstin, like),
            sql`exists (select 1 from ${organizationContacts} where ${organizationContacts.organizationId} = ${organizations.id} and ${organizationContacts.email} ilike ${like})`,
          )
        : undefined,
    )
    .orderBy(sql`lower(${organizations.name})`, desc(organizations.createdAt))
    .limit(ORGANIZATION_LIST_LIMIT);
  return withContacts(db, rows);
}

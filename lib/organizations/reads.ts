import "server-only";
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { organizationContacts, organizations, type Organization, type OrganizationContact } from "../../db/schema";
import { ApiError } from "../errors";
import { keysetPage, listKeyOf, type ListOrder, type ListPage, type PageRange, type PageRequest } from "../http/staff-list";
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
    .where(
      inArray(
        organizationContacts.organizationId,
        rows.map((r) => r.id),
      ),
    )
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

function searchOf(q?: string): SQL | undefined {
  const like = q ? `%${escapeLike(q)}%` : undefined;
  return like
    ? or(
        ilike(organizations.name, like),
        ilike(organizations.gstin, like),
        sql`exists (select 1 from ${organizationContacts} where ${organizationContacts.organizationId} = ${organizations.id} and ${organizationContacts.email} ilike ${like})`,
      )
    : undefined;
}

/** The console's order of organisations: by name in any case, ties broken by id (organizations_name_lower_idx serves it). */
export const organizationListOrder: ListOrder = { key: sql`lower(${organizations.name})`, id: organizations.id, type: "text", direction: "asc" };

/** The query of a page of organisations, unexecuted (a test reads its plan). */
export function organizationPageQuery(tx: DbOrTx, q: string | undefined, range: PageRange) {
  return tx
    .select({ organization: organizations, listKey: listKeyOf(organizationListOrder) })
    .from(organizations)
    .where(and(searchOf(q), range.where))
    .orderBy(...range.orderBy)
    .limit(range.limit);
}

/** A page of the organisations a search finds, by name, by keyset: no offset, no count. */
export async function pageOfOrganizations(q: string | undefined, request: PageRequest): Promise<ListPage<OrganizationView>> {
  const db = await getDb();
  return keysetPage(organizationListOrder, request, async (range) => {
    const rows = await organizationPageQuery(db, q, range);
    const views = await withContacts(
      db,
      rows.map((r) => r.organization),
    );
    return views.map((item, i) => ({ item, key: rows[i]!.listKey, id: item.id }));
  });
}

/** GET /api/admin/organizations?q=: by name, GSTIN or a contact's email (any case), by name. */
export async function listOrganizations(q?: string): Promise<OrganizationView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(organizations)
    .where(searchOf(q))
    .orderBy(sql`lower(${organizations.name})`, desc(organizations.createdAt))
    .limit(ORGANIZATION_LIST_LIMIT);
  return withContacts(db, rows);
}

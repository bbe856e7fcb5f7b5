import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { organizations } from "../../db/schema";
import { ApiError } from "../errors";
import type { GstTreatment } from "../gst/treatment";
import { organizationMessages } from "../validation/organizations";

/** An organisation as the buyer of a booking, quote or invoice (billing-and-delivery.md §1). */
export interface OrganizationBuyer {
  id: string;
  name: string;
  gstin: string | null;
  billingAddress: string;
  stateCode: string | null;
  country: string;
  gstTreatment: GstTreatment;
  accountsEmail: string | null;
  paymentTermsDays: number;
}

/** The buying organisation, read in the caller's transaction; 400 on `field` when there is none. */
export async function organizationBuyer(tx: DbOrTx, id: string, field = "organizationId"): Promise<OrganizationBuyer> {
  const [row] = await tx
    .select({
      id: organizations.id,
      name: organizations.name,
      gstin: organizations.gstin,
      billingAddress: organizations.billingAddress,
      stateCode: organizations.stateCode,
      country: organizations.country,
      gstTreatment: organizations.gstTreatment,
      accountsEmail: organizations.accountsEmail,
      paymentTermsDays: organizations.paymentTermsDays,
    })
    .from(organizations)
    .where(eq(organizations.id, id));
  if (!row) throw new ApiError("bad_request", organizationMessages.notFound, { fieldErrors: { [field]: organizationMessages.notFound } });
  return row;
}

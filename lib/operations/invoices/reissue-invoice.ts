import "server-only";
import { getDb } from "../../../db";
import { cacheTags, invalidateTags } from "../../cache";
import { reissueInvoiceIn } from "../../invoices/reissue";
import type { ReissueInput } from "../../validation/reissue";

/**
 * POST /api/admin/invoices/{id}/reissue: for a wrong GSTIN, name, address or treatment, the invoice is cancelled by a
 * credit note and replaced by a new one with the booking's current buyer details, all in one transaction.
 */
export async function reissueInvoice(actorUserId: string, invoiceId: string, input: ReissueInput) {
  const db = await getDb();
  const done = await db.transaction((tx) => reissueInvoiceIn(tx, actorUserId, invoiceId, input.reason));
  invalidateTags(cacheTags.sales);
  return done;
}

import "server-only";
import { z } from "zod";
import { company } from "../company";
import { download } from "../http/download";
import { answer } from "../http/answer-schema";
import { documentsOfMonth } from "../invoices/month-documents";
import { returnDocumentsOf } from "./classify";
import { buildGstr1, type Gstr1 } from "./gstr1";
import { buildGstr3b, type Gstr3b } from "./gstr3b";

/** The month's documents, classified for the returns. */
async function returnDocumentsOfMonth(month: string) {
  return returnDocumentsOf(await documentsOfMonth(month));
}

/** GET /api/admin/reports/gstr1: the file itself (no envelope), as a download the offline tool imports. */
export async function gstr1Download(month: string): Promise<Response> {
  const gstr1: Gstr1 = buildGstr1(company().gstin ?? "", month, await returnDocumentsOfMonth(month));
  const fp = gstr1.fp;
  return download(JSON.stringify(gstr1), { filename: `GSTR1_${gstr1.gstin || "unregistered"}_${fp}.json`, type: "application/json" });
}

/** GET /api/admin/reports/gstr3b. */
export async function gstr3bOf(month: string): Promise<Gstr3b> {
  return buildGstr3b(await returnDocumentsOfMonth(month));
}

const rupeeNumber = z.number().describe("rupees, at most 2 decimals");
export const gstr3bAnswer = answer(
  z
    .object({
      "3.1a": z
        .object({ txval: rupeeNumber, iamt: rupeeNumber, camt: rupeeNumber, samt: rupeeNumber, csamt: rupeeNumber })
        .describe("outward taxable supplies other than zero-rated, net of notes"),
      "3.1b": z.object({ txval: rupeeNumber, iamt: rupeeNumber, csamt: rupeeNumber }).describe("zero-rated supplies: exports and SEZ, net of notes"),
      "3.2": z
        .array(z.object({ pos: z.string().describe("state code"), txval: rupeeNumber, iamt: rupeeNumber }))
        .describe("inter-state supplies to unregistered persons by place of supply, net of notes"),
    })
    .meta({ id: "Gstr3b" }),
  (g: Gstr3b) => g,
);

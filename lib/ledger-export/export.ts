import "server-only";
import { company } from "../company";
import { download } from "../http/download";
import { ledgerCsv } from "./csv";
import { ledgerEntriesBetween } from "./reads";
import { tallyMastersXml, tallyVouchersXml } from "./tally";
import { partiesOf, vouchersOf } from "./vouchers";

export interface TallyExportOptions {
  from: string;
  to: string;
  kind: "masters" | "vouchers";
  format?: "xml" | "csv";
}

/** The bank ledger receipts and refunds post to: the company's bank as configured. */
const bankLedger = () => company().bank?.name ?? "Bank";

/** GET /api/admin/exports/tally: masters or vouchers as Tally's XML import, or the vouchers as CSV. */
export async function tallyExport(query: TallyExportOptions): Promise<Response> {
  const vouchers = vouchersOf(await ledgerEntriesBetween(query.from, query.to), bankLedger());
  const name = `tally-${query.kind}-${query.from}-to-${query.to}`;
  if (query.format === "csv") return download(ledgerCsv(vouchers), { filename: `${name}.csv`, type: "text/csv" });
  const xml = query.kind === "masters" ? tallyMastersXml(partiesOf(vouchers), bankLedger()) : tallyVouchersXml(vouchers);
  return download(xml, { filename: `${name}.xml`, type: "application/xml" });
}

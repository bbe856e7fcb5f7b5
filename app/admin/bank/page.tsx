import Link from "next/link";
import { BankUpload } from "@/components/admin/bank-upload";
import { EmptyRow, PageHeader, TableFrame, formatDateTime, td, th } from "@/components/admin/ui";
import { GET as statementsApi } from "@/app/api/admin/bank-statements/route";
import { BANK_ROW_TEXT_DAYS } from "@/lib/bank/retention";
import { listStatements } from "@/lib/bank/statements";
import { definePage } from "@/lib/http/page";

export const metadata = { title: "Bank" };

/** Bank reconciliation: upload a statement, then open it to apply or ignore its credits. */
export default definePage(statementsApi, "/admin/bank", async () => {
  const statements = await listStatements();
  return (
    <>
      <PageHeader
        title="Bank"
        description={`Upload the bank's statement (CSV, as the bank exports it): each credit is matched to a proof of payment, a request or booking number, or suggested by its amount. Rows that are never applied lose their narration after ${BANK_ROW_TEXT_DAYS} days.`}
      />
      <BankUpload />
      <h2 className="mt-8 mb-3 text-lg font-bold text-ink">Statements</h2>
      <TableFrame label="Statements">
        <thead>
          <tr>
            <th className={th}>File</th>
            <th className={th}>Uploaded</th>
            <th className={`${th} text-right`}>Rows</th>
            <th className={`${th} text-right`}>Matched</th>
            <th className={`${th} text-right`}>Suggested</th>
            <th className={`${th} text-right`}>Unmatched</th>
            <th className={`${th} text-right`}>Applied</th>
            <th className={`${th} text-right`}>Ignored</th>
          </tr>
        </thead>
        <tbody>
          {statements.length === 0 && <EmptyRow colSpan={8}>No statement uploaded yet.</EmptyRow>}
          {statements.map((s) => (
            <tr key={s.id}>
              <td className={`${td} max-w-[16rem]`}>
                <Link href={`/admin/bank/${s.id}`} className="font-semibold break-words text-brand-700 hover:underline">
                  {s.fileName}
                </Link>
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatDateTime(s.uploadedAt)}</td>
              <td className={`${td} text-right`}>{s.rows}</td>
              <td className={`${td} text-right`}>{s.matched}</td>
              <td className={`${td} text-right`}>{s.suggested}</td>
              <td className={`${td} text-right`}>{s.unmatched}</td>
              <td className={`${td} text-right`}>{s.applied}</td>
              <td className={`${td} text-right`}>{s.ignored}</td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
    </>
  );
});

import Link from "next/link";
import { formatTrainingDate } from "@/lib/format";
import { StatusBadge } from "@/components/training/status-badge";
import type { StaffEnrolment } from "@/lib/enrolments/types";
import { EmptyRow, KindPill, TableFrame, td, th } from "./ui";

const linkClass = "font-semibold text-ink hover:text-brand-700 hover:underline";

/** Enrolments with their training (dates, status) and state; the learner's column unless the page is the learner's. */
export function EnrolmentTable({
  enrolments,
  label,
  empty,
  showLearner = true,
}: {
  enrolments: StaffEnrolment[];
  label: string;
  empty: string;
  showLearner?: boolean;
}) {
  const columns = showLearner ? 4 : 3;
  return (
    <TableFrame label={label}>
      <thead>
        <tr>
          {showLearner && <th className={th}>Learner</th>}
          <th className={th}>Training</th>
          <th className={th}>Status</th>
          <th className={th}>Enrolment</th>
        </tr>
      </thead>
      <tbody>
        {enrolments.length === 0 ? (
          <EmptyRow colSpan={columns}>{empty}</EmptyRow>
        ) : (
          enrolments.map((e) => (
            <tr key={e.id} className="hover:bg-slate-50">
              {showLearner && (
                <td className={td}>
                  <Link href={`/admin/users/${e.learner.id}`} className={linkClass}>
                    {e.learner.name}
                  </Link>
                  <p className="text-xs text-slate-500">{e.learner.email}</p>
                </td>
              )}
              <td className={td}>
                <Link href={`/admin/trainings/${e.training.id}`} className={linkClass}>
                  {e.training.course.title}
                </Link>
                <p className="text-xs text-slate-500">
                  {formatTrainingDate(e.training.startDate)} – {formatTrainingDate(e.training.endDate)}
                </p>
              </td>
              <td className={td}>
                <StatusBadge status={e.training.status} />
              </td>
              <td className={td}>{e.isActive ? <KindPill kind="active">Active</KindPill> : <KindPill kind="inactive">Inactive</KindPill>}</td>
            </tr>
          ))
        )}
      </tbody>
    </TableFrame>
  );
}

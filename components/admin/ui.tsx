import Link from "next/link";
import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Pill } from "@/components/ui/pill";
import { dateTimeFormat } from "@/lib/intl-cache";

/** The heading of a console page, with its actions on the right; `create` is a list's "New …" link. */
export function PageHeader({
  title,
  description,
  actions,
  create,
  back,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  create?: { href: string; label: string };
  back?: { href: string; label: string };
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {back && (
          <Link href={back.href} className="mb-1 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
            <span aria-hidden="true">←</span> {back.label}
          </Link>
        )}
        <h1 className="text-2xl font-extrabold tracking-tight text-ink">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {(actions || create) && (
        <div className="flex flex-wrap gap-2">
          {actions}
          {create && (
            <ButtonLink href={create.href} size="sm">
              {create.label}
            </ButtonLink>
          )}
        </div>
      )}
    </div>
  );
}

/** A record's facts as label and value rows (a booking's, an enquiry's); `className` adds to the grid. */
export function Facts({ rows, className }: { rows: [string, ReactNode][]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2 text-sm", className)}>
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-semibold text-slate-600">{k}</dt>
          <dd className="min-w-0 break-words text-ink">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A white card with an optional title. */
export function Card({ title, children, className, actions }: { title?: ReactNode; children: ReactNode; className?: string; actions?: ReactNode }) {
  return (
    <section className={cn("rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5", className)}>
      {(title || actions) && (
        <div className="mb-3 flex items-center justify-between gap-3">
          {title && <h2 className="text-base font-bold text-ink">{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

/** A card's link to the rest (its `actions`): "Open inbox", "All reviews". */
export function CardLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="text-sm font-semibold text-brand-700 hover:underline">
      {children}
    </Link>
  );
}

/** A staff list's first cell: the record's number, linking to its page, over when it was made. */
export function NumberCell({ href, number, createdAt }: { href: string; number: string; createdAt: Date }) {
  return (
    <>
      <Link href={href} className="font-semibold whitespace-nowrap text-ink hover:text-brand-700 hover:underline">
        {number}
      </Link>
      <p className="text-xs whitespace-nowrap text-slate-500">{formatDateTime(createdAt)}</p>
    </>
  );
}

/** A scrollable table frame: wide tables scroll sideways on small screens instead of breaking the page. */
/** A table that scrolls sideways inside its frame below its minimum width (`narrow`: 34rem instead of 40rem, for a table beside a sidebar). */
export function TableFrame({ children, label, narrow = false }: { children: ReactNode; label: string; narrow?: boolean }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" role="region" aria-label={label} tabIndex={0}>
      <table aria-label={label} className={`w-full ${narrow ? "min-w-[34rem]" : "min-w-[40rem]"} border-collapse text-left text-sm`}>
        {children}
      </table>
    </div>
  );
}

export const th = "whitespace-nowrap border-b border-slate-200 bg-slate-50 px-3 py-2.5 text-xs font-bold uppercase tracking-wide text-slate-600";
export const td = "border-b border-slate-100 px-3 py-2.5 align-middle text-slate-800";

export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-10 text-left text-slate-500 sm:text-center">
        {children}
      </td>
    </tr>
  );
}

const pill: Record<string, string> = {
  new: "bg-amber-100 text-amber-900 ring-amber-300",
  contacted: "bg-blue-100 text-blue-800 ring-blue-300",
  closed: "bg-slate-200 text-slate-700 ring-slate-300",
  visible: "bg-green-100 text-green-800 ring-green-300",
  hidden: "bg-slate-200 text-slate-700 ring-slate-300",
  active: "bg-green-100 text-green-800 ring-green-300",
  inactive: "bg-slate-200 text-slate-700 ring-slate-300",
  learner: "bg-brand-50 text-brand-800 ring-brand-200",
  staff: "bg-ink text-white ring-ink",
};

/** A small status pill of a shared kind (visibility, enrolment state, role). */
export function KindPill({ kind, children }: { kind: keyof typeof pill | string; children: ReactNode }) {
  return <Pill tone={pill[kind] ?? pill.closed!}>{children}</Pill>;
}

/** A GET form of filters: plain HTML, so it works before scripts load and keeps the filters in the URL. */
export function FilterBar({ children, action, resetHref }: { children: ReactNode; action: string; resetHref?: string }) {
  return (
    <form method="get" action={action} role="search" className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      {children}
      <button type="submit" className="h-10 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
        Apply
      </button>
      {resetHref && (
        <Link href={resetHref} className="inline-flex h-10 items-center rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100">
          Reset
        </Link>
      )}
    </form>
  );
}

const filterControl =
  "h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink shadow-sm focus-visible:border-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-700/30";

export function FilterInput({
  label,
  name,
  defaultValue,
  placeholder,
  type = "search",
}: {
  label: string;
  name: string;
  defaultValue?: string;
  placeholder?: string;
  type?: string;
}) {
  return (
    <label className="flex min-w-[12rem] flex-1 flex-col gap-1 text-xs font-semibold text-slate-700">
      {label}
      <input type={type} name={name} defaultValue={defaultValue} placeholder={placeholder} className={filterControl} />
    </label>
  );
}

export function FilterSelect({
  label,
  name,
  defaultValue,
  options,
}: {
  label: string;
  name: string;
  defaultValue?: string;
  options: { value: string; label: string }[];
}) {
  return (
    <label className="flex min-w-[9rem] flex-col gap-1 text-xs font-semibold text-slate-700">
      {label}
      <select name={name} defaultValue={defaultValue ?? ""} className={filterControl}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The choices of a course filter (`courseId`): "All courses", then every course given by its title. */
export const courseOptions = (courses: { id: string; title: string }[]) => [
  { value: "", label: "All courses" },
  ...courses.map((c) => ({ value: c.id, label: c.title })),
];

/** The course filter of a staff list (`courseId`): every course by title, or all. */
export function CourseFilter({ courses, defaultValue }: { courses: { id: string; title: string }[]; defaultValue?: string }) {
  return <FilterSelect label="Course" name="courseId" defaultValue={defaultValue} options={courseOptions(courses)} />;
}

/** An instant (or its ISO text) → "1 May 2025, 15:30" in the viewer-independent server zone given. */
export function formatDateTime(instant: string | Date, timeZone = "Asia/Kolkata"): string {
  return dateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone }).format(new Date(instant));
}

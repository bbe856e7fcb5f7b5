import Link from "next/link";
import type { ReactNode } from "react";
import { EmptyRow, FilterBar, FilterInput, FilterSelect, TableFrame, courseOptions, td, th } from "@/components/admin/ui";
import { cn } from "@/components/ui/cn";
import type { ListPage } from "@/lib/http/staff-list";

// The staff list kit, screen side: a table from column declarations, the filter form, and
// "Previous"/"Next page" links that keep the filters, over a page answered by lib/http/staff-list.ts. Plain links
// and a GET form: it works before scripts load and every page has its own address. A list screen uses StaffList, the
// three in their order; the page keeps what is its own (its header, tabs, a form beside the list).

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** "right" for figures. */
  align?: "right";
  className?: string;
}

/** A filter of the form: a search box, or a choice (its first option is usually "All" with the value ""). */
export type FilterField = { name: string; label: string; placeholder?: string } & (
  { kind: "search" } | { kind: "select"; options: { value: string; label: string }[] }
);

/** The course filter of a list, as CourseFilter: `courseId`, every course given by its title, or all. */
export const courseField = (courses: { id: string; title: string }[]): FilterField => ({
  kind: "select",
  name: "courseId",
  label: "Course",
  options: courseOptions(courses),
});

/** A filter over a fixed set of values, given value → label in their order: "All" (the value "", no filter), then each. */
export const choiceField = (name: string, label: string, labels: Readonly<Record<string, string>>): FilterField => ({
  kind: "select",
  name,
  label,
  options: [{ value: "", label: "All" }, ...Object.entries(labels).map(([value, text]) => ({ value, label: text }))],
});

type FilterValues = Record<string, string | number | undefined>;

/** The address of a list with its filters (empty ones left out) and, optionally, a cursor or a format. */
export function listHref(path: string, filters: FilterValues, extra: Record<string, string | undefined> = {}): string {
  const set = Object.entries({ ...filters, ...extra })
    .map(([name, value]) => [name, value === undefined ? "" : String(value)] as const)
    .filter(([, value]) => value !== "");
  const params = new URLSearchParams(set as [string, string][]);
  return params.size ? `${path}?${params}` : path;
}

export function ListFilters({ path, fields, values }: { path: string; fields: FilterField[]; values: FilterValues }) {
  return (
    <FilterBar action={path} resetHref={path}>
      {fields.map((f) =>
        f.kind === "search" ? (
          <FilterInput key={f.name} label={f.label} name={f.name} defaultValue={values[f.name]?.toString()} placeholder={f.placeholder} />
        ) : (
          <FilterSelect key={f.name} label={f.label} name={f.name} defaultValue={values[f.name]?.toString()} options={f.options} />
        ),
      )}
    </FilterBar>
  );
}

/** The list's table: a header a column, a row an item (`keyOf` names it; its `id` by default). */
export function ListTable<T>({
  label,
  columns,
  rows,
  empty,
  keyOf = (row) => (row as { id: string }).id,
  rowClassName,
}: {
  label: string;
  columns: Column<T>[];
  rows: T[];
  empty: string;
  keyOf?: (row: T) => string;
  rowClassName?: (row: T) => string | undefined;
}) {
  return (
    <TableFrame label={label}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.header} className={cn(th, c.align === "right" && "text-right")}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow colSpan={columns.length}>{empty}</EmptyRow>
        ) : (
          rows.map((row) => (
            <tr key={keyOf(row)} className={cn("hover:bg-slate-50", rowClassName?.(row))}>
              {columns.map((c) => (
                <td key={c.header} className={cn(td, c.align === "right" && "text-right tabular-nums whitespace-nowrap", c.className)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </TableFrame>
  );
}

const pagerLink = "inline-flex h-10 items-center justify-center rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-brand-50";

/** "Previous" and "Next page" of a keyset list, keeping its filters, and the CSV of the filtered list when given. */
export function ListPager({
  path,
  filters,
  next,
  prev,
  label,
  csvHref,
}: {
  path: string;
  filters: FilterValues;
  next: string | null;
  prev: string | null;
  label: string;
  csvHref?: string;
}) {
  if (!next && !prev && !csvHref) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-2">
      <div className="flex flex-wrap gap-2">
        {prev && (
          <>
            <Link href={listHref(path, filters)} className={pagerLink}>
              First page
            </Link>
            <Link href={listHref(path, filters, { before: prev })} rel="prev" className={pagerLink}>
              Previous
            </Link>
          </>
        )}
        {next && (
          <Link href={listHref(path, filters, { after: next })} rel="next" className={pagerLink}>
            Next page
          </Link>
        )}
      </div>
      {csvHref && (
        <a href={csvHref} className={pagerLink} download>
          Download CSV
        </a>
      )}
    </nav>
  );
}

/**
 * A staff list under its page's header: the filter form (when the list has fields), the table of a page of rows, and
 * the pager, whose links and CSV (from `apiPath`, the list's API, with the same filters) keep `values`.
 */
export function StaffList<T>({
  path,
  apiPath,
  fields,
  values = {},
  label,
  columns,
  page,
  empty,
  keyOf,
  rowClassName,
  pagerLabel,
}: {
  path: string;
  /** The list's API (GET …?format=csv answers its CSV); without it, no "Download CSV". */
  apiPath?: string;
  fields?: FilterField[];
  /** The filters in force: the form's values, kept by the pager's links and the CSV. */
  values?: FilterValues;
  label: string;
  columns: Column<T>[];
  page: ListPage<T>;
  empty: string;
  keyOf?: (row: T) => string;
  rowClassName?: (row: T) => string | undefined;
  pagerLabel: string;
}) {
  return (
    <>
      {fields && <ListFilters path={path} fields={fields} values={values} />}
      <ListTable label={label} columns={columns} rows={page.items} empty={empty} keyOf={keyOf} rowClassName={rowClassName} />
      <ListPager
        path={path}
        filters={values}
        next={page.next}
        prev={page.prev}
        label={pagerLabel}
        csvHref={apiPath && listHref(apiPath, values, { format: "csv" })}
      />
    </>
  );
}

import { IntentLink } from "./intent-link";
import { cn } from "./cn";

/** The page numbers to show: the first, the last, and two either side of the current one, with gaps. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  return shown.flatMap((p, i) => (i > 0 && p - shown[i - 1]! > 1 ? ["gap" as const, p] : [p]));
}

/**
 * The address of a page of a list: its path, the filters that are set (empty ones left out) and the page
 * number from 2 (page 1 is the bare list, one address per page).
 */
export function pageHref(path: string, filter: Record<string, unknown>, page = 1): string {
  const set = Object.entries({ ...filter, page: page > 1 ? String(page) : undefined }).filter(
    (e): e is [string, string] => typeof e[1] === "string" && e[1] !== "",
  );
  const params = new URLSearchParams(set);
  return params.size ? `${path}?${params}` : path;
}

/** Links to the pages of a list (plain links: they work without JavaScript and are crawlable). */
export function Pagination({ page, pageCount, href, label }: { page: number; pageCount: number; href: (page: number) => string; label: string }) {
  if (pageCount <= 1) return null;
  const item = "inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold";
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 && (
        <IntentLink href={href(page - 1)} rel="prev" className={cn(item, "text-brand-700 ring-1 ring-slate-300 hover:bg-brand-50")}>
          Previous
        </IntentLink>
      )}
      {pageWindow(page, pageCount).map((p, i) =>
        p === "gap" ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : (
          <IntentLink
            key={p}
            href={href(p)}
            aria-current={p === page ? "page" : undefined}
            aria-label={`Page ${p}`}
            className={cn(item, p === page ? "bg-brand-700 text-white" : "text-slate-700 ring-1 ring-slate-300 hover:bg-brand-50")}
          >
            {p}
          </IntentLink>
        ),
      )}
      {page < pageCount && (
        <IntentLink href={href(page + 1)} rel="next" className={cn(item, "text-brand-700 ring-1 ring-slate-300 hover:bg-brand-50")}>
          Next
        </IntentLink>
      )}
    </nav>
  );
}

/** A page number from the query string: a whole number from 1, else 1. */
export function pageParam(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

import Link from "next/link";
import type { ReactNode } from "react";
import { FilterBar, FilterInput, FilterSelect } from "@/components/admin/ui";
import { cn } from "@/components/ui/cn";

const views = [
  { key: "board", href: "/admin/enquiries/board", label: "Board" },
  { key: "list", href: "/admin/enquiries", label: "List" },
] as const;

/**
 * The two views of the enquiries, the board by stage and the filtered list, as tabs; then the current view's filter
 * form: the search box, then the view's own filters (`children`).
 */
export function EnquiryViews({ current, q, children }: { current: (typeof views)[number]["key"]; q?: string; children: ReactNode }) {
  const path = views.find((v) => v.key === current)!.href;
  return (
    <>
      <nav aria-label="Enquiry views" className="mb-4 inline-flex rounded-lg border border-slate-200 bg-white p-1 shadow-sm">
        {views.map((v) => (
          <Link
            key={v.key}
            href={v.href}
            aria-current={current === v.key ? "page" : undefined}
            className={cn("rounded-md px-4 py-1.5 text-sm font-semibold", current === v.key ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100")}
          >
            {v.label}
          </Link>
        ))}
      </nav>
      <FilterBar action={path} resetHref={path}>
        <FilterInput label="Search" name="q" defaultValue={q} placeholder="Name, email, phone, message…" />
        {children}
      </FilterBar>
    </>
  );
}

/** The owner filter of both views: anyone, nobody, or one of the staff. */
export function OwnerFilter({ owners, ownerId }: { owners: { id: string; name: string }[]; ownerId?: string }) {
  return (
    <FilterSelect
      label="Owner"
      name="owner"
      defaultValue={ownerId}
      options={[{ value: "", label: "Anyone" }, { value: "none", label: "Nobody" }, ...owners.map((o) => ({ value: o.id, label: o.name }))]}
    />
  );
}

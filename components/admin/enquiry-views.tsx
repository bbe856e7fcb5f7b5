import Link from "next/link";
import { cn } from "@/components/ui/cn";

/** The two views of the enquiries: the board by stage and the filtered list. */
export function EnquiryViews({ current }: { current: "list" | "board" }) {
  const views = [
    { key: "board", href: "/admin/enquiries/board", label: "Board" },
    { key: "list", href: "/admin/enquiries", label: "List" },
  ] as const;
  return (
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
  );
}

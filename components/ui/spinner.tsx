import { cn } from "./cn";

const sizes = { sm: "size-4 border-2", md: "size-8 border-[3px]", lg: "size-12 border-4" } as const;

/** A spinning ring; `label` is announced to screen readers (empty: decorative). */
export function Spinner({ size = "md", label = "Loading…", className }: { size?: keyof typeof sizes; label?: string; className?: string }) {
  return (
    <span role={label ? "status" : undefined} className={cn("inline-flex items-center", className)}>
      <span aria-hidden="true" className={cn("animate-spin rounded-full border-current border-r-transparent text-brand-700", sizes[size])} />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

/** A centred illustration loader (e.g. /images/illustrations/cloud-upload-loader.svg) with a visible caption. */
export function Loader({ src, label, size = 120, className }: { src: string; label: string; size?: number; className?: string }) {
  return (
    <div role="status" className={cn("flex flex-col items-center justify-center gap-3 text-center", className)}>
      <img src={src} alt="" width={size} height={size} className="motion-safe:animate-pulse" />
      <p className="text-sm font-medium text-slate-600">{label}</p>
    </div>
  );
}

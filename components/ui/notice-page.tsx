import type { ReactNode } from "react";
import { buttonClasses } from "./button";

// A page that says one thing: a heading, a few sentences and what to do next (the Join waiting page, the pages of
// links in mails). No client code and no Next component, so react-dom/server renders it too (a route handler's
// whole-document answer).

/** The card of a notice page inside the site's frame: heading, text, actions. */
export function NoticePage({ heading, children, actions }: { heading: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <main id="main" className="flex-1 bg-slate-50">
      <div className="mx-auto max-w-xl px-4 py-10 sm:px-6 sm:py-16">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-extrabold tracking-tight text-ink">{heading}</h1>
          <div className="mt-3 space-y-3 leading-7 text-slate-600">{children}</div>
          {actions && <div className="mt-6 flex flex-wrap items-center gap-3">{actions}</div>}
        </div>
      </div>
    </main>
  );
}

/** A link of a notice page, looking like a button (plain <a>: next/link is client code). */
export function NoticeLink({ href, primary = false, children }: { href: string; primary?: boolean; children: ReactNode }) {
  return (
    <a href={href} className={buttonClasses(primary ? "primary" : "outline")}>
      {children}
    </a>
  );
}

/**
 * The one button of a notice page: a form that posts. `action` is an address (posted as is) or a server action,
 * which gets `fields` as hidden inputs.
 */
export function NoticeForm({
  action,
  fields = {},
  children,
}: {
  action: string | ((data: FormData) => Promise<void>);
  fields?: Record<string, string>;
  children: ReactNode;
}) {
  const inputs = Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  const button = (
    <button type="submit" className={buttonClasses("primary")}>
      {children}
    </button>
  );
  return typeof action === "string" ? (
    <form method="post" action={action}>
      {inputs}
      {button}
    </form>
  ) : (
    <form action={action}>
      {inputs}
      {button}
    </form>
  );
}

import { IntentLink } from "./intent-link";
import type { ReactNode } from "react";
import { cn } from "./cn";

export interface NavItem {
  href: string;
  label: string;
}

/** How a list of links looks: the list, an item, a link, and a link as the current page or not. */
const looks = {
  /** The console's sidebar on its dark background: a scrolling row on small screens, a column on wide ones. */
  sidebar: {
    list: "flex gap-1 overflow-x-auto px-3 pb-3 lg:flex-col lg:overflow-visible lg:px-3 lg:pb-0",
    item: "shrink-0",
    link: "flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-semibold transition-colors",
    current: "bg-white text-brand-800 shadow-sm",
    other: "text-slate-200 hover:bg-white/10 hover:text-white",
  },
  /** Tabs two by two on phones, so every tab (the current one too) is in view without scrolling sideways; a row from sm. */
  tabs: {
    list: "grid grid-cols-2 gap-2 sm:flex",
    item: "sm:shrink-0",
    link: "block rounded-full px-4 py-2 text-center text-sm font-semibold transition-colors",
    current: "bg-brand-700 text-white shadow-sm",
    other: "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-brand-50 hover:text-brand-800",
  },
  /** Wrapping pills (app/globals.css .pill styles the current one by its aria-current). */
  pills: { list: "flex flex-wrap gap-2", item: undefined, link: "pill", current: undefined, other: undefined },
} as const;

/**
 * A labelled navigation as a list of links, the current page's link marked for screen readers (aria-current) and
 * styled apart; `after` adds to a link after its label (a count).
 */
export function NavList<Item extends NavItem>({
  label,
  look,
  items,
  isCurrent,
  after,
  className,
}: {
  label: string;
  look: keyof typeof looks;
  items: readonly Item[];
  isCurrent: (item: Item) => boolean;
  after?: (item: Item) => ReactNode;
  className?: string;
}) {
  const { list, item: itemClass, link, current: currentClass, other } = looks[look];
  return (
    <nav aria-label={label} className={className}>
      <ul className={list}>
        {items.map((item) => {
          const current = isCurrent(item);
          return (
            <li key={item.href} className={itemClass}>
              <IntentLink href={item.href} aria-current={current ? "page" : undefined} className={cn(link, current ? currentClass : other)}>
                {item.label}
                {after?.(item)}
              </IntentLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

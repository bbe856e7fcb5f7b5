"use client";
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "./cn";

export interface TabItem {
  id: string;
  label: string;
}

/**
 * Tabs after the WAI-ARIA pattern (roving tabindex, arrows, Home/End, automatic activation): `items` are the
 * tabs, `selected`/`onSelect` control them, `children` is the selected tab's panel, `label` names the tab list.
 */
export function Tabs({
  items,
  selected,
  onSelect,
  label,
  children,
  className,
  listClassName,
}: {
  items: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
  children: ReactNode;
  className?: string;
  listClassName?: string;
}) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    items.findIndex((item) => item.id === selected),
  );

  const move = (next: number) => {
    const target = (next + items.length) % items.length;
    refs.current[target]?.focus();
    onSelect(items[target]!.id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(index + 1),
      ArrowLeft: () => move(index - 1),
      Home: () => move(0),
      End: () => move(items.length - 1),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={cn("flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]", listClassName)}>
        {items.map((item, i) => {
          const isSelected = i === index;
          return (
            <button
              key={item.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${i}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(item.id)}
              className="pill"
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${index}`}
        tabIndex={0}
        className="mt-6 rounded-xl focus-visible:outline-offset-4"
      >
        {children}
      </div>
    </div>
  );
}

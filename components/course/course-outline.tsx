"use client";
import { useId, useState } from "react";
import { cn } from "@/components/ui/cn";
import type { Outline } from "@/lib/validation/courses";

export const EMPTY_OUTLINE_TEXT = "Course content will be available soon.";

/** The course outline as an accordion: modules expand to their topics and subtopics; the first module starts open. */
export function CourseOutline({ outline }: { outline: Outline }) {
  const [open, setOpen] = useState<Set<number>>(() => new Set([0]));
  const baseId = useId();
  if (outline.length === 0) {
    return <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center font-medium text-slate-600">{EMPTY_OUTLINE_TEXT}</p>;
  }
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <ol className="space-y-3">
      {outline.map((module, index) => {
        const isOpen = open.has(index);
        const panelId = `${baseId}-module-${index}`;
        return (
          <li key={index} className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
            <h3>
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                className="flex w-full items-center gap-4 px-5 py-4 text-left hover:bg-slate-50"
              >
                <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-50 text-sm font-bold text-brand-800">
                  {index + 1}
                </span>
                <span className="flex-1 font-semibold text-ink">{module.title}</span>
                <span className="hidden text-xs text-slate-600 sm:inline">
                  {module.topics.length} {module.topics.length === 1 ? "lesson" : "lessons"}
                </span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className={cn("size-5 shrink-0 text-slate-500 transition-transform", isOpen && "rotate-180")}
                  fill="currentColor"
                >
                  <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                </svg>
              </button>
            </h3>
            <div id={panelId} hidden={!isOpen} className="border-t border-slate-100 px-5 py-4">
              {module.topics.length === 0 ? (
                <p className="text-sm text-slate-600">{EMPTY_OUTLINE_TEXT}</p>
              ) : (
                <ul className="space-y-3">
                  {module.topics.map((sub, subIndex) => (
                    <li key={subIndex}>
                      <p className="flex items-start gap-2 font-medium text-slate-800">
                        <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-brand-600" fill="currentColor">
                          <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                        </svg>
                        {sub.title}
                      </p>
                      {sub.subtopics.length > 0 && (
                        <ul className="ml-6 mt-1.5 list-disc space-y-1 pl-4 text-sm text-slate-600 marker:text-slate-400">
                          {sub.subtopics.map((topic, topicIndex) => (
                            <li key={topicIndex}>{topic.title}</li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

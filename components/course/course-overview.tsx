"use client";
import { useId, useState } from "react";

/**
 * The overview cut at 400 characters with Show More / Show Less. `html` is sanitised on the server; `short` is its
 * visible text cut by the server (truncate.ts): the whole plain text in the page's payload doubled the overview.
 */
export function CourseOverview({ html, short }: { html: string; short: { text: string; truncated: boolean } }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (!short.text) return <p className="text-slate-600">The overview of this course will be published soon.</p>;
  return (
    <div>
      <div id={id}>
        {expanded || !short.truncated ? (
          <div className="prose-content" data-testid="course-overview" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className="leading-7 text-slate-700" data-testid="course-overview">
            {short.text}
          </p>
        )}
      </div>
      {short.truncated && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
          className="mt-4 inline-flex items-center gap-1 rounded-md text-sm font-bold text-brand-700 hover:text-brand-900"
        >
          {expanded ? "Show Less" : "Show More"}
        </button>
      )}
    </div>
  );
}

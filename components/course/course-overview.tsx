"use client";
import { useId, useState } from "react";
import { truncateText } from "./truncate";

/**
 * The overview cut at 400 characters with Show More / Show Less. `html` is sanitised on the server;
 * `plainText` is its visible text, used for the short version.
 */
export function CourseOverview({ html, plainText }: { html: string; plainText: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const short = truncateText(plainText);
  if (!plainText) return <p className="text-slate-600">The overview of this course will be published soon.</p>;
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

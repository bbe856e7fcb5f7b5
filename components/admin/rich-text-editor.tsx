"use client";
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { cn } from "@/components/ui/cn";

type Command = { label: string; title: string; command: string; arg?: string; className?: string };

const commands: Command[] = [
  { label: "H2", title: "Heading", command: "formatBlock", arg: "h2" },
  { label: "H3", title: "Sub-heading", command: "formatBlock", arg: "h3" },
  { label: "¶", title: "Paragraph", command: "formatBlock", arg: "p" },
  { label: "B", title: "Bold", command: "bold", className: "font-bold" },
  { label: "I", title: "Italic", command: "italic", className: "italic" },
  { label: "U", title: "Underline", command: "underline", className: "underline" },
  { label: "• List", title: "Bulleted list", command: "insertUnorderedList" },
  { label: "1. List", title: "Numbered list", command: "insertOrderedList" },
  { label: "❝", title: "Quote", command: "formatBlock", arg: "blockquote" },
  { label: "Link", title: "Link the selected text", command: "createLink" },
  { label: "Unlink", title: "Remove the link", command: "unlink" },
  { label: "Clear", title: "Clear formatting", command: "removeFormat" },
];

/**
 * A small rich-text editor for course overviews: a contentEditable area with a toolbar (headings, bold,
 * italic, lists, links, quote) and an HTML view. Whatever it produces is sanitised by the server on save
 * (and again on render), so the editor never decides what is safe.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [source, setSource] = useState(false);
  const editable = useEditableHtml(ref, value, onChange, source);

  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between">
        <span id={`${id}-label`} className="block text-sm font-semibold text-slate-800">
          {label}
        </span>
        <button type="button" onClick={() => setSource((s) => !s)} className="text-xs font-semibold text-brand-700 hover:underline" aria-pressed={source}>
          {source ? "Back to the editor" : "Edit HTML"}
        </button>
      </div>
      <div className={cn("overflow-hidden rounded-lg border bg-white shadow-sm", error ? "border-red-600" : "border-slate-300")}>
        {!source && <FormattingToolbar controls={id} onCommand={editable.run} />}
        {source ? (
          <textarea
            id={id}
            aria-labelledby={`${id}-label`}
            value={value}
            onChange={(e) => editable.editSource(e.target.value)}
            className="block min-h-56 w-full resize-y p-3 font-mono text-xs text-ink focus:outline-none"
          />
        ) : (
          <div
            id={id}
            ref={ref}
            role="textbox"
            aria-multiline="true"
            aria-labelledby={`${id}-label`}
            aria-invalid={error ? true : undefined}
            contentEditable
            suppressContentEditableWarning
            onInput={editable.emit}
            onBlur={editable.emit}
            className="prose-content min-h-56 p-3 text-[15px] focus:outline-none"
          />
        )}
      </div>
      {hint && !error && <p className="text-xs text-slate-600">{hint}</p>}
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </div>
  );
}

/**
 * The editable area's HTML (`ref`): what it last sent up, outside changes loaded into it, the toolbar's commands run on it
 * (a link asks for its address and keeps only web and mail links), and the HTML view's edits.
 */
function useEditableHtml(ref: RefObject<HTMLDivElement | null>, value: string, onChange: (html: string) => void, source: boolean) {
  const lastEmitted = useRef<string>(value);

  // Load outside changes (initial value, HTML view edits) without fighting the caret while typing.
  useEffect(() => {
    const el = ref.current;
    if (el && !source && value !== lastEmitted.current) {
      el.innerHTML = value;
      lastEmitted.current = value;
    }
  }, [ref, value, source]);
  useEffect(() => {
    if (ref.current && !source) ref.current.innerHTML = lastEmitted.current;
  }, [ref, source]);

  const emit = () => {
    const html = ref.current?.innerHTML ?? "";
    lastEmitted.current = html;
    onChange(html);
  };
  const exec = (command: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, arg);
    emit();
  };
  const run = ({ command, arg }: Command) => {
    if (command !== "createLink") return exec(command, arg);
    const url = window.prompt("Link address (https://… or mailto:…)");
    if (url && /^(https?:\/\/|mailto:)/i.test(url.trim())) exec("createLink", url.trim());
    else if (url) window.alert("Only https://, http:// and mailto: links are kept.");
  };
  const editSource = (html: string) => {
    lastEmitted.current = "\u0000"; // reload the editor from this HTML when switching back
    onChange(html);
  };
  return { emit, run, editSource };
}

/** The formatting buttons; a press keeps the selection in the editable area. */
function FormattingToolbar({ controls, onCommand }: { controls: string; onCommand: (command: Command) => void }) {
  return (
    <div role="toolbar" aria-label="Formatting" aria-controls={controls} className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1.5">
      {commands.map((c) => (
        <button
          key={c.label}
          type="button"
          title={c.title}
          aria-label={c.title}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onCommand(c)}
          className={cn("min-w-8 rounded-md px-2 py-1 text-xs text-slate-700 hover:bg-white hover:text-brand-800 hover:shadow-sm", c.className)}
        >
          {c.label}
        </button>
      ))}
    </div>
  );
}

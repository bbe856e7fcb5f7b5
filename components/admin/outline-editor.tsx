"use client";
import { cn } from "@/components/ui/cn";
import type { Outline } from "@/lib/validation/courses";

function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

function RowControls({
  index,
  count,
  onMove,
  onRemove,
  what,
}: {
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  what: string;
}) {
  const btn = "grid size-8 place-items-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-ink disabled:opacity-30";
  return (
    <div className="flex shrink-0 items-center gap-0.5">
      <button type="button" className={btn} onClick={() => onMove(index - 1)} disabled={index === 0} aria-label={`Move ${what} up`} title="Move up">
        ↑
      </button>
      <button type="button" className={btn} onClick={() => onMove(index + 1)} disabled={index === count - 1} aria-label={`Move ${what} down`} title="Move down">
        ↓
      </button>
      <button
        type="button"
        className={cn(btn, "text-red-700 hover:bg-red-50 hover:text-red-800")}
        onClick={onRemove}
        aria-label={`Delete ${what}`}
        title="Delete"
      >
        ✕
      </button>
    </div>
  );
}

function TitleInput({
  label,
  value,
  onChange,
  error,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  placeholder: string;
}) {
  return (
    <div className="min-w-0 flex-1">
      <input
        aria-label={label}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        className={cn(
          "h-9 w-full rounded-md border bg-white px-2.5 text-sm text-ink focus-visible:border-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-700/30",
          error ? "border-red-600" : "border-slate-300",
        )}
      />
      {error && <p className="mt-0.5 text-xs font-medium text-red-700">{error}</p>}
    </div>
  );
}

const addButton = "rounded-md px-2.5 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50";

/** The course outline: modules, their topics and the topics' subtopics; add, rename, reorder and delete each. */
export function OutlineEditor({
  value,
  onChange,
  errorAt,
}: {
  value: Outline;
  onChange: (outline: Outline) => void;
  errorAt: (path: string) => string | undefined;
}) {
  const setModule = (i: number, patch: Partial<Outline[number]>) => onChange(value.map((m, j) => (j === i ? { ...m, ...patch } : m)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">Course outline</legend>
      {errorAt("") && <p className="text-sm font-medium text-red-700">{errorAt("")}</p>}
      {value.length === 0 && <p className="text-sm text-slate-500">No modules yet: the course page will say “Course content will be available soon.”</p>}
      <ol className="space-y-3">
        {value.map((module, i) => (
          <ModuleItem
            key={i}
            module={module}
            i={i}
            count={value.length}
            errorAt={errorAt}
            onPatch={(patch) => setModule(i, patch)}
            onMove={(to) => onChange(move(value, i, to))}
            onRemove={() => onChange(value.filter((_, j) => j !== i))}
          />
        ))}
      </ol>
      <button
        type="button"
        className="rounded-lg border border-dashed border-brand-300 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        onClick={() => onChange([...value, { title: "", topics: [] }])}
      >
        + Add module
      </button>
    </fieldset>
  );
}

type OutlineModule = Outline[number];
type OutlineTopic = OutlineModule["topics"][number];

/** One module: its title and controls, its sub-modules, and a button to add one. */
function ModuleItem({
  module,
  i,
  count,
  errorAt,
  onPatch,
  onMove,
  onRemove,
}: {
  module: OutlineModule;
  i: number;
  count: number;
  errorAt: (path: string) => string | undefined;
  onPatch: (patch: Partial<OutlineModule>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <li className="rounded-lg border border-slate-200 bg-slate-50 p-3" data-testid="outline-module">
      <div className="flex items-start gap-2">
        <span className="mt-2 w-6 shrink-0 text-xs font-bold text-slate-500">{i + 1}.</span>
        <TitleInput
          label={`Module ${i + 1} title`}
          placeholder="Module title"
          value={module.title}
          onChange={(title) => onPatch({ title })}
          error={errorAt(`${i}.title`)}
        />
        <RowControls index={i} count={count} what={`module ${i + 1}`} onMove={onMove} onRemove={onRemove} />
      </div>
      <ol className="mt-2 space-y-2 pl-8">
        {module.topics.map((sub, k) => (
          <TopicItem
            key={k}
            topic={sub}
            i={i}
            k={k}
            count={module.topics.length}
            errorAt={errorAt}
            onPatch={(patch) => onPatch({ topics: module.topics.map((s, j) => (j === k ? { ...s, ...patch } : s)) })}
            onMove={(to) => onPatch({ topics: move(module.topics, k, to) })}
            onRemove={() => onPatch({ topics: module.topics.filter((_, j) => j !== k) })}
          />
        ))}
      </ol>
      <button type="button" className={cn(addButton, "ml-8 mt-2")} onClick={() => onPatch({ topics: [...module.topics, { title: "", subtopics: [] }] })}>
        + Sub-module in module {i + 1}
      </button>
    </li>
  );
}

/** One sub-module of module `i`: its title and controls, its topics (each a title with controls), and a button to add one. */
function TopicItem({
  topic: sub,
  i,
  k,
  count,
  errorAt,
  onPatch: setSub,
  onMove,
  onRemove,
}: {
  topic: OutlineTopic;
  i: number;
  k: number;
  count: number;
  errorAt: (path: string) => string | undefined;
  onPatch: (patch: Partial<OutlineTopic>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <li>
      <div className="flex items-start gap-2">
        <span className="mt-2 w-8 shrink-0 text-xs text-slate-500">
          {i + 1}.{k + 1}
        </span>
        <TitleInput
          label={`Module ${i + 1}, sub-module ${k + 1} title`}
          placeholder="Sub-module title"
          value={sub.title}
          onChange={(title) => setSub({ title })}
          error={errorAt(`${i}.topics.${k}.title`)}
        />
        <RowControls index={k} count={count} what={`sub-module ${i + 1}.${k + 1}`} onMove={onMove} onRemove={onRemove} />
      </div>
      <ol className="mt-2 space-y-2 pl-10">
        {sub.subtopics.map((leaf, m) => (
          <li key={m} className="flex items-start gap-2">
            <span className="mt-2 w-10 shrink-0 text-xs text-slate-400">
              {i + 1}.{k + 1}.{m + 1}
            </span>
            <TitleInput
              label={`Module ${i + 1}, sub-module ${k + 1}, topic ${m + 1} title`}
              placeholder="Topic title"
              value={leaf.title}
              onChange={(title) => setSub({ subtopics: sub.subtopics.map((x, j) => (j === m ? { title } : x)) })}
              error={errorAt(`${i}.topics.${k}.subtopics.${m}.title`)}
            />
            <RowControls
              index={m}
              count={sub.subtopics.length}
              what={`topic ${i + 1}.${k + 1}.${m + 1}`}
              onMove={(to) => setSub({ subtopics: move(sub.subtopics, m, to) })}
              onRemove={() => setSub({ subtopics: sub.subtopics.filter((_, j) => j !== m) })}
            />
          </li>
        ))}
      </ol>
      <button type="button" className={cn(addButton, "ml-10 mt-2")} onClick={() => setSub({ subtopics: [...sub.subtopics, { title: "" }] })}>
        + Topic in {i + 1}.{k + 1}
      </button>
    </li>
  );
}

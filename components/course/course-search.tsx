import { buttonClasses } from "@/components/ui/button";
import { controlClasses } from "@/components/ui/control";

/** The catalogue's search box: a plain GET form (works without JavaScript; the result is a shareable address). */
export function CourseSearch({ q, action }: { q?: string; action: string }) {
  return (
    <form role="search" action={action} method="get" className="mb-6 flex max-w-xl gap-2">
      <label htmlFor="course-search" className="sr-only">
        Search courses
      </label>
      <input
        id="course-search"
        type="search"
        name="q"
        defaultValue={q}
        maxLength={100}
        placeholder="Search by title, description or category"
        className={controlClasses(undefined, "min-w-0 flex-1")}
      />
      <button type="submit" className={buttonClasses("primary", "md", "h-11 shrink-0")}>
        Search
      </button>
    </form>
  );
}

// Pure rules shared by pages, client components and services.

/** The spec's course slug: title lowercased, non-alphanumerics removed, spaces to hyphens, then "-<id>". */
export function courseSlug(title: string, id: string): string {
  const words = title
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, "")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return [...words, id].join("-");
}

/** The course id of a slug: its last hyphen-separated piece. */
export function courseIdFromSlug(slug: string): string {
  const pieces = slug.split("-");
  return pieces[pieces.length - 1] ?? "";
}

/** A category's URL slug: lowercase words joined by hyphens ("AI/ML" → "ai-ml", "Data Engineering" → "data-engineering"). */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const fold = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * The spec's category filter: a case-insensitive substring match of the slug against the course's category
 * names. Punctuation is ignored on both sides so that a URL-safe slug ("ai-ml") still matches "AI/ML".
 */
export function courseMatchesCategory(course: { courseCategory: { categoryName: string }[] }, slug: string): boolean {
  const needle = fold(decodeURIComponentSafe(slug));
  if (!needle) return false;
  return course.courseCategory.some((c) => fold(c.categoryName).includes(needle));
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

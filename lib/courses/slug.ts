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

/** The course id of a course page's path (/training-courses/course/{slug}, with or without a query), or undefined for any other page. */
export function courseIdFromPagePath(path: string): string | undefined {
  const match = /^\/training-courses\/course\/([^/?#]+)(?:[?#].*)?$/.exec(path);
  return match ? courseIdFromSlug(match[1]!) || undefined : undefined;
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
 * The spec's category filter: a case-insensitive substring match of the slug against a category's name.
 * Punctuation is ignored on both sides so that a URL-safe slug ("ai-ml") still matches "AI/ML".
 */
export function categoryMatchesSlug(categoryName: string, slug: string): boolean {
  const needle = fold(decodeURIComponentSafe(slug));
  return needle !== "" && fold(categoryName).includes(needle);
}

/** A course belongs on a category page when one of its categories matches the slug. */
export function courseMatchesCategory(course: { categories: { name: string }[] }, slug: string): boolean {
  return course.categories.some((c) => categoryMatchesSlug(c.name, slug));
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

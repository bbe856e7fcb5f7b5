/** The spec's overview limit (§9). */
export const OVERVIEW_LIMIT = 400;

/** Cuts text at `limit` characters, at a word boundary when one is close, and adds an ellipsis. */
export function truncateText(text: string, limit = OVERVIEW_LIMIT): { text: string; truncated: boolean } {
  const chars = [...text];
  if (chars.length <= limit) return { text, truncated: false };
  const cut = chars.slice(0, limit).join("");
  const space = cut.lastIndexOf(" ");
  const clean = (space > limit * 0.8 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/u, "");
  return { text: `${clean}…`, truncated: true };
}

/** The HTML escape of the two pages route handlers still build as strings (join-page.ts, html-page.ts); mails are React. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

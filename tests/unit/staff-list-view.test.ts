// The staff list screen (components/admin/staff-list-view.tsx StaffList): the filter form, the table and the pager of one
// list, the pager's links and CSV keeping the filters in force.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StaffList, courseField, type Column } from "@/components/admin/staff-list-view";

type Row = { id: string; name: string };
const columns: Column<Row>[] = [{ header: "Name", cell: (r) => r.name }];
const rows = [
  { id: "a1", name: "Asha" },
  { id: "b2", name: "Bala" },
];

const render = (props: Partial<Parameters<typeof StaffList<Row>>[0]>) =>
  renderToStaticMarkup(
    createElement(StaffList<Row>, {
      path: "/admin/things",
      label: "Things",
      columns,
      page: { items: rows, next: null, prev: null },
      empty: "No thing matches.",
      pagerLabel: "Thing pages",
      ...props,
    }),
  );

describe("StaffList", () => {
  it("keeps the filters in force in its form, its page links and its CSV, and leaves the empty ones out", () => {
    const html = render({
      apiPath: "/api/admin/things",
      values: { q: "as", status: "" },
      fields: [{ kind: "search", name: "q", label: "Search" }, courseField([{ id: "c1", title: "Kubernetes" }])],
      page: { items: rows, next: "n1", prev: "p1" },
    });
    expect(html).toMatch(/<form [^>]*action="\/admin\/things" method="get">/);
    expect(html).toContain('name="q" value="as"');
    expect(html).toMatch(/<select name="courseId"[^>]*><option value=""[^>]*>All courses<\/option><option value="c1">Kubernetes<\/option>/);
    expect(html).toContain('href="/admin/things?q=as"');
    expect(html).toContain('href="/admin/things?q=as&amp;before=p1"');
    expect(html).toContain('href="/admin/things?q=as&amp;after=n1"');
    expect(html).toContain('href="/api/admin/things?q=as&amp;format=csv"');
    expect(html).toContain('aria-label="Thing pages"');
    expect(html).toMatch(/<table[^>]*>/);
    expect(html).toContain("Asha");
    expect(html).toContain("Bala");
  });

  it("has no form without fields, no CSV without an API, and no pager when there is nothing to page to or download", () => {
    const html = render({});
    expect(html).not.toContain("<form");
    expect(html).not.toContain("<nav");
    expect(html).toContain("Asha");
    expect(render({ page: { items: rows, next: "n1", prev: null } })).not.toContain("Download CSV");
    expect(render({ apiPath: "/api/admin/things" })).toContain('href="/api/admin/things?format=csv"');
  });

  it("says the list is empty in a row of the table", () => {
    expect(render({ page: { items: [], next: null, prev: null } })).toContain("No thing matches.");
  });
});

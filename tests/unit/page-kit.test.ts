import { describe, expect, it } from "vitest";
import { GET as staffUsers } from "@/app/api/admin/users/route";
import { GET as feedbackReport } from "@/app/api/admin/reports/feedback/route";
import { GET as staffTrainings } from "@/app/api/admin/trainings/route";
import { GET as publicCourses } from "@/app/api/course/getAllCoursesForUser/route";
import { definePage, parsePageQuery } from "@/lib/http/page";

describe("a staff page reads its query string with its API twin's schema (lib/http/page.ts)", () => {
  const users = staffUsers.contract.query;

  it("parses what the API parses: trimmed text, a role, a page number; the first value of a repeated name", () => {
    expect(parsePageQuery(users, { q: "  asha ", role: ["staff", "all"], page: "3" })).toEqual({
      query: expect.objectContaining({ q: "asha", role: "staff", page: 3 }),
      invalid: [],
    });
  });

  it("drops a value the schema refuses and keeps the others (the field's default then), never throws", () => {
    const { query, invalid } = parsePageQuery(users, { q: "asha", role: "owner", page: "-2" });
    expect(query).toEqual(expect.objectContaining({ q: "asha" }));
    expect(query.role).toBeUndefined();
    expect(query.page).toBeUndefined();
    expect(invalid).toEqual(expect.arrayContaining(["Role must be learner, staff, trainer or all.", "page must be a whole number from 1."]));
  });

  it("takes an empty field of a filter form as absent", () => {
    expect(parsePageQuery(feedbackReport.contract.query, { trainingId: "", courseId: "abc123", trainerId: "" })).toEqual({
      query: { courseId: "abc123" },
      invalid: [],
    });
    expect(parsePageQuery(staffTrainings.contract.query, { status: "" }).query.status).toBeUndefined();
    expect(parsePageQuery(staffTrainings.contract.query, { status: "Nonsense" }).query.status).toBeUndefined();
  });

  it("reads nothing without a schema", () => {
    expect(parsePageQuery(undefined, { q: "x" })).toEqual({ query: {}, invalid: [] });
  });

  it("refuses a public twin: a page built on it would have no access check to share", () => {
    expect(() => definePage(publicCourses as never, "/somewhere", async () => null)).toThrow(/is public/);
  });
});

import { describe, expect, it } from "vitest";
import { pageHref, pageParam, pageWindow } from "@/components/ui/pagination";

describe("the address of a page of a list", () => {
  it.each([
    ["/training-courses", {}, 1, "/training-courses"],
    ["/training-courses", {}, 2, "/training-courses?page=2"],
    ["/training-courses", { q: "k8s & helm" }, 1, "/training-courses?q=k8s+%26+helm"],
    ["/training-courses", { q: "" }, 3, "/training-courses?page=3"],
    ["/admin/enrolments", { trainingId: "t1", userEmail: undefined }, 4, "/admin/enrolments?trainingId=t1&page=4"],
    ["/admin/enquiries", { status: "new", page: "9" }, 1, "/admin/enquiries?status=new"],
  ] as const)("%s %j page %i → %s", (path, filter, page, expected) => {
    expect(pageHref(path, filter, page)).toBe(expected);
  });

  it("shows the first, the last and two either side of the current page, with gaps", () => {
    expect(pageWindow(6, 20)).toEqual([1, "gap", 4, 5, 6, 7, 8, "gap", 20]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it.each([
    [undefined, 1],
    ["3", 3],
    ["0", 1],
    ["2.5", 1],
    ["abc", 1],
    [["4", "5"], 4],
  ] as const)("page parameter %j → %i", (value, page) => {
    expect(pageParam(value as string | string[] | undefined)).toBe(page);
  });
});

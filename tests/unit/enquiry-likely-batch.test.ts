// The batch the new-booking and new-quote pages preselect for an enquiry (app/admin/bookings/new, app/admin/quotes/new).
import { describe, expect, it } from "vitest";
import { likelyBatch, type BatchChoice } from "@/lib/enquiries/likely-batch";

const k8s = { id: "c1", title: "Kubernetes Operations" };
const renamed = { id: "c2", title: "Threat Hunting Basics" };
const batches: BatchChoice[] = [
  { id: "late", startDate: "2026-03-10", course: k8s },
  { id: "early", startDate: "2026-02-01", course: k8s },
  { id: "other", startDate: "2026-01-15", course: renamed },
];

describe("the enquiry's likely batch", () => {
  it("is the earliest open batch of the course the enquiry stored", () => {
    expect(likelyBatch(batches, { courseId: "c1", courseTitle: "Kubernetes Operations" })).toBe("early");
  });

  it("follows the stored course, not the title, when the course was renamed since", () => {
    expect(likelyBatch(batches, { courseId: "c2", courseTitle: "Threat Hunting 101" })).toBe("other");
  });

  it("does not fall back to the title when the stored course has no open batch", () => {
    expect(likelyBatch(batches, { courseId: "c3", courseTitle: "Kubernetes Operations" })).toBeUndefined();
  });

  it("matches an old enquiry without a course id by its title, in any case", () => {
    expect(likelyBatch(batches, { courseId: null, courseTitle: "kubernetes OPERATIONS" })).toBe("early");
    expect(likelyBatch(batches, { courseId: null, courseTitle: "Threat Hunting 101" })).toBeUndefined();
  });

  it("is none for an enquiry about no course", () => {
    expect(likelyBatch(batches, { courseId: null })).toBeUndefined();
    expect(likelyBatch([], { courseId: "c1" })).toBeUndefined();
  });

  it("leaves the list it is given in its order", () => {
    const copy = [...batches];
    likelyBatch(batches, { courseId: "c1" });
    expect(batches).toEqual(copy);
  });
});

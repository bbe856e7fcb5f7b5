import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/lib/validation/field-errors";
import { categoryWire, courseWire, outlineCodec } from "@/lib/validation/courses";

describe("a course's fields: the staff form and the API", () => {
  it("needs a title, a short description and a duration; the rest has defaults; the API's names become product words", () => {
    const parsed = courseWire.schema.parse({ courseTitle: "  Kafka  ", courseSmlDesc: "Streams for everyone.", courseDuration: "12" });
    expect(parsed).toEqual({ title: "Kafka", summary: "Streams for everyone.", durationHours: 12, images: [], overviewHtml: "", outline: [], categoryIds: [] });
    const bad = courseWire.schema.safeParse({});
    expect(bad.success).toBe(false);
    expect(fieldErrorsOf(bad.error!)).toMatchObject({ courseTitle: "Course title is required.", courseSmlDesc: "Short description is required." });
  });

  it.each([
    [{ courseTitle: "ab" }, "courseTitle", "Course title must be at least 3 characters."],
    [{ courseSmlDesc: "short" }, "courseSmlDesc", "Short description must be at least 10 characters."],
    [{ courseDuration: 0 }, "courseDuration", "Duration must be at least 1 hour."],
    [{ courseDuration: 1.5 }, "courseDuration", "Duration must be a whole number of hours."],
    [{ courseDuration: "many" }, "courseDuration", "Duration must be a number of hours."],
    [{ courseImage: ["javascript:alert(1)"] }, "courseImage.0", "Image must be an http(s) URL or a path on this site."],
    [{ courseContent: [{ moduleTitle: "", subModules: [] }] }, "courseContent.0.moduleTitle", "Title is required."],
    [{ courseCategory: ["not an id!"] }, "courseCategory.0", "That is not a valid id."],
  ])("%j: %s says %s", (override, field, message) => {
    const result = courseWire.schema.safeParse({ courseTitle: "Kafka", courseSmlDesc: "Streams for everyone.", courseDuration: 12, ...override });
    expect(fieldErrorsOf(result.error!)[field]).toBe(message);
  });

  it("reads the outline's API names into topics and subtopics, and writes them back unchanged", () => {
    const wireOutline = [{ moduleTitle: "Basics", subModules: [{ subModuleTitle: "Pods", subsubModules: [{ subSubModuleTitle: "Specs" }] }] }];
    const parsed = courseWire.schema.parse({ courseTitle: "Kafka", courseSmlDesc: "Streams for everyone.", courseDuration: 12, courseContent: wireOutline });
    expect(parsed.outline).toEqual([{ title: "Basics", topics: [{ title: "Pods", subtopics: [{ title: "Specs" }] }] }]);
    expect(outlineCodec.encode(parsed.outline)).toEqual(wireOutline);
    expect(courseWire.encode({ title: "Kafka", outline: parsed.outline })).toEqual({ courseTitle: "Kafka", courseContent: wireOutline });
  });

  it("maps the API's field names back to the form's fields", () => {
    expect(courseWire.fieldOf("courseSmlDesc")).toBe("summary");
    expect(courseWire.fieldOf("courseContent")).toBe("outline");
  });

  it("a category needs a name of at most 60 characters", () => {
    expect(categoryWire.schema.parse({ categoryName: "  Cloud " })).toEqual({ name: "Cloud" });
    expect(fieldErrorsOf(categoryWire.schema.safeParse({ categoryName: "" }).error!)).toEqual({ categoryName: "Category name is required." });
    expect(fieldErrorsOf(categoryWire.schema.safeParse({ categoryName: "x".repeat(61) }).error!)).toEqual({
      categoryName: "Category name must be at most 60 characters.",
    });
  });
});

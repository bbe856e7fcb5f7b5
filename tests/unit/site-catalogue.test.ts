import { describe, expect, it } from "vitest";
import { truncateText } from "@/components/course/truncate";
import { HERO_MAX_COURSES } from "@/components/site/catalogue-view";
import { shuffle } from "@/lib/shuffle";
import { filterTrainings } from "@/components/training/filters";
import { formatTrainingDate, formatTrainingTime, type TrainingCardData } from "@/components/training/format";
import type { Course } from "@/lib/courses/types";
import { courseIdFromSlug, courseMatchesCategory, courseSlug } from "@/lib/courses/slug";
import { siteConfig, whatsappHref } from "@/lib/site-config";

const course = (id: string, title: string, categories: string[]): Course => ({
  id,
  slug: courseSlug(title, id),
  title,
  summary: `${title} in practice`,
  images: [`/images/courses/${id}.svg`],
  categories: categories.map((name, i) => ({ id: `c${i}`, name })),
  overviewHtml: "",
  durationHours: 10,
  rating: { average: 0, count: 0 },
  outline: [],
});

describe("the course slug rule (spec §2)", () => {
  it.each([
    ["Docker & Kubernetes: Fundamentals", "a1b2", "docker-kubernetes-fundamentals-a1b2"],
    ["  AI/ML   for Everyone ", "ff00", "aiml-for-everyone-ff00"],
    ["C++ 101", "z9", "c-101-z9"],
  ])("%j + %s → %s, and the id comes back from its last piece", (title, id, slug) => {
    expect(courseSlug(title, id)).toBe(slug);
    expect(courseIdFromSlug(slug)).toBe(id);
  });
});

describe("the category filter: case-insensitive substring of the slug in the category names", () => {
  const courses = [
    course("1", "AWS", ["Cloud"]),
    course("2", "Kubernetes", ["DevOps", "Cloud"]),
    course("3", "Deep Learning", ["AI/ML"]),
    course("4", "Spark", ["Data Engineering"]),
    course("5", "Terraform", ["DevOps"]),
  ];
  it.each([
    ["cloud", ["1", "2"]],
    ["CLOUD", ["1", "2"]],
    ["dev", ["2", "5"]],
    ["ai-ml", ["3"]],
    ["ai%2Fml", ["3"]],
    ["data-engineering", ["4"]],
    ["engineering", ["4"]],
    ["nothing", []],
    ["", []],
  ])("%j → %j", (slug, ids) => {
    expect(courses.filter((c) => courseMatchesCategory(c, slug)).map((c) => c.id)).toEqual(ids);
  });
});

describe("the hero's random order", () => {
  it("is a permutation that depends on the random source, never losing or repeating a course", () => {
    const items = Array.from({ length: 26 }, (_, i) => i);
    const a = shuffle(items, mulberry(1));
    const b = shuffle(items, mulberry(2));
    expect([...a].sort((x, y) => x - y)).toEqual(items);
    expect(a).not.toEqual(b);
    expect(items).toEqual(Array.from({ length: 26 }, (_, i) => i));
    expect(HERO_MAX_COURSES).toBe(15);
  });
});

describe("the overview cut at 400 characters", () => {
  it("keeps short text whole and cuts long text at a word, with an ellipsis", () => {
    expect(truncateText("short text")).toEqual({ text: "short text", truncated: false });
    const exactly = "x".repeat(400);
    expect(truncateText(exactly)).toEqual({ text: exactly, truncated: false });
    const long = "word ".repeat(100);
    const cut = truncateText(long);
    expect(cut.truncated).toBe(true);
    expect(cut.text.endsWith("word…")).toBe(true);
    expect([...cut.text].length).toBeLessThanOrEqual(401);
    expect([...cut.text].length).toBeGreaterThan(320);
  });
  it("counts characters, not UTF-16 units", () => {
    const emoji = "🚀".repeat(401);
    expect([...truncateText(emoji).text].length).toBe(401);
  });
});

describe("training cards: en-GB dates, 12-hour times, tab filters", () => {
  it.each([
    ["2025-05-01", "1 May 2025"],
    ["2026-12-31", "31 Dec 2026"],
  ])("date %s → %s", (iso, text) => expect(formatTrainingDate(iso)).toBe(text));
  it.each([
    ["00:05", "12:05 AM"],
    ["09:30", "9:30 AM"],
    ["12:00", "12:00 PM"],
    ["19:45", "7:45 PM"],
  ])("time %s → %s", (time, text) => expect(formatTrainingTime(time)).toBe(text));

  const t = (id: string, status: TrainingCardData["status"]) => ({ id, status }) as TrainingCardData;
  const list = [t("c", "Completed"), t("u", "Upcoming"), t("x", "Cancelled"), t("o", "Ongoing"), t("u2", "Upcoming")];
  it("All lists on-going, then upcoming, then the rest; the other tabs only their status", () => {
    expect(filterTrainings(list, "all").map((x) => x.id)).toEqual(["o", "u", "u2", "c", "x"]);
    expect(filterTrainings(list, "Ongoing").map((x) => x.id)).toEqual(["o"]);
    expect(filterTrainings(list, "Upcoming").map((x) => x.id)).toEqual(["u", "u2"]);
  });
});

describe("the floating contact button", () => {
  it("opens a WhatsApp chat with the configured number and the prefilled interest in the courses", () => {
    const url = new URL(whatsappHref());
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe(`/${siteConfig.whatsapp.number}`);
    expect(url.searchParams.get("text")).toBe(siteConfig.whatsapp.text);
    expect(siteConfig.whatsapp.text).toMatch(/interested in your courses/);
  });
});

function mulberry(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let r = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

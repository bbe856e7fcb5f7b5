/**
 * Demo catalogue for Stackwise Academy, one file per category (scripts/seed/data/courses/).
 *
 * Each course image lives at /images/courses/{key}.svg.
 * Three courses (cloud-finops, gitops-argocd, rpa-uipath) intentionally have an
 * empty outline, so the course page shows the spec's empty-outline message.
 */
import { cloudCourses } from "./courses/cloud";
import { moreCloudCourses } from "./courses/cloud-more";
import { devopsCourses } from "./courses/devops";
import { cybersecurityCourses } from "./courses/cybersecurity";
import { dataEngineeringCourses } from "./courses/data-engineering";
import { automationCourses } from "./courses/automation";
import { aiMlCourses } from "./courses/ai-ml";
import type { SeedCourse } from "./courses/shape";

export type { SeedCourse, SeedModule } from "./courses/shape";

export const seedCourses: SeedCourse[] = [
  ...cloudCourses,
  ...moreCloudCourses,
  ...devopsCourses,
  ...cybersecurityCourses,
  ...dataEngineeringCourses,
  ...automationCourses,
  ...aiMlCourses,
];

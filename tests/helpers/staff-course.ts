// A staff member and a course for tests that make their own trainings, as live bindings: set by the file's
// beforeAll, read by its tests.
import { beforeAll } from "vitest";
import { makeTwoCourses } from "./catalogue";
import { makeStaff, type TestUser } from "./users";

export let staff: TestUser;
export let courseId: string;

/** Registers the file's beforeAll: a staff member and a course. */
export function setUpStaffAndCourse() {
  beforeAll(async () => {
    staff = await makeStaff();
    [courseId] = await makeTwoCourses();
  });
}

import { defineSegment } from "@/lib/routes";

// The learner's account and everything below it.
export default defineSegment({ access: "learner" });

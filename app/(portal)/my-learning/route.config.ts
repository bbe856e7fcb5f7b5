import { defineSegment } from "@/lib/routes";

export default defineSegment({ access: "learner" });

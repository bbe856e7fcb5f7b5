import { defineSegment } from "@/lib/routes";

// The address holds a live token.
export default defineSegment({ secretInAddress: true });

import { defineSegment } from "@/lib/routes";

// The address holds the unsubscribe token.
export default defineSegment({ secretInAddress: true });

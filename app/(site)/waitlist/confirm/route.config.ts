import { defineSegment } from "@/lib/routes";

// The address holds the waitlist confirmation token.
export default defineSegment({ secretInAddress: true });

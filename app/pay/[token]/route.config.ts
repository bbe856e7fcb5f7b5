import { defineSegment } from "@/lib/routes";

// The address holds the payment request's token (billing-and-delivery.md §5).
export default defineSegment({ secretInAddress: true });

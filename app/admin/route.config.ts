import { defineSegment } from "@/lib/routes";

// The staff console: everything below needs a staff account (each page checks the role: requirePageStaff).
export default defineSegment({ access: "staff" });

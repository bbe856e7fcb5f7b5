import { staffRemove } from "@/lib/http/staff-records";
import { endDiscountCode } from "@/lib/operations/discount-codes/end-discount-code";

export const DELETE = staffRemove("/api/admin/discount-codes/{id}", {
  summary: "End a discount code: refused from now on, kept for the bookings made with it",
  message: "Discount code ended.",
  errors: { 404: "No such code", 409: "Already ended" },
  remove: endDiscountCode,
});

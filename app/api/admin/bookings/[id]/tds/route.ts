import { staffAction } from "@/lib/http/staff-records";
import { recordBookingDeduction } from "@/lib/operations/bookings/record-deduction";
import { tdsEntryAnswer } from "@/lib/tds/answers";
import { tdsBody } from "@/lib/validation/tds";

export const POST = staffAction("/api/admin/bookings/{id}/tds", {
  summary:
    "Record TDS the buyer deducted (TAN, section, date): it settles the booking like money (no credit note, no invoice change); at most the balance and, with the booking's other deductions, 20 % of its taxable value",
  tags: ["Staff: bookings"],
  body: tdsBody,
  response: tdsEntryAnswer,
  status: 201,
  idempotent: true,
  message: "TDS deduction recorded.",
  errors: {
    400: "A wrong TAN or section, a date in the future, another currency, more than the balance, or more than 20 % of the taxable value",
    404: "No such booking",
    409: "The booking is cancelled",
  },
  act: recordBookingDeduction,
});

import { staffRead, staffUpdate } from "@/lib/http/staff-records";
import { bookingAnswer } from "@/lib/sales/answers";
import { getBooking } from "@/lib/sales/reads";
import { updateBooking } from "@/lib/sales/writes";
import { bookingUpdateBody } from "@/lib/validation/sales";

const path = "/api/admin/bookings/{id}";
const tags = ["Staff: bookings"];

export const GET = staffRead(path, { summary: "One booking with its ledger and learners", tags, response: bookingAnswer, message: "Booking fetched.", read: getBooking });

export const PUT = staffUpdate(path, {
  summary: "Change a booking's seats or price, cancel it (status: cancelled), or move it to another batch of the same course (trainingId); its learners' access follows",
  tags,
  body: bookingUpdateBody,
  response: bookingAnswer,
  message: "Booking saved.",
  errors: {
    400: "A batch of another course",
    404: "No such booking",
    409: "Not enough seats left, fewer seats than learners, the booking is cancelled, or its batch has started (a move)",
  },
  save: updateBooking,
});

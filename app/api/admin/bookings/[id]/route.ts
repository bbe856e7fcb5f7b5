import { staffRead, staffUpdate } from "@/lib/http/staff-records";
import { bookingWithDocumentsAnswer } from "@/lib/invoices/answers";
import { getBookingWithDocuments } from "@/lib/invoices/documents";
import { bookingAnswer } from "@/lib/sales/answers";
import { updateBooking } from "@/lib/sales/writes";
import { bookingUpdateBody } from "@/lib/validation/sales";

const path = "/api/admin/bookings/{id}";
const tags = ["Staff: bookings"];

export const GET = staffRead(path, {
  summary: "One booking with its ledger, learners, tax invoice and credit notes",
  tags,
  response: bookingWithDocumentsAnswer,
  message: "Booking fetched.",
  read: getBookingWithDocuments,
});

export const PUT = staffUpdate(path, {
  summary: "Change a booking's seats or price, or cancel it (status: cancelled); its learners' access follows",
  tags,
  body: bookingUpdateBody,
  response: bookingAnswer,
  message: "Booking saved.",
  errors: { 404: "No such booking", 409: "Not enough seats left, fewer seats than learners, or the booking is cancelled" },
  save: updateBooking,
});

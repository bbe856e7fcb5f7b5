import { bookingWithRequestsAnswer } from "@/lib/collection/answers";
import { listPaymentRequests } from "@/lib/collection/requests";
import { staffRead, staffUpdate } from "@/lib/http/staff-records";
import { getBookingWithDocuments } from "@/lib/invoices/documents";
import { bookingAnswer } from "@/lib/sales/answers";
import { updateBooking } from "@/lib/operations/bookings/update-booking";
import { bookingUpdateBody } from "@/lib/validation/sales";

const path = "/api/admin/bookings/{id}";
const tags = ["Staff: bookings"];

export const GET = staffRead(path, {
  summary: "One booking with its ledger, learners, current tax invoice, every invoice it had, credit and debit notes, and payment requests",
  tags,
  response: bookingWithRequestsAnswer,
  message: "Booking fetched.",
  read: async (id) => {
    const { booking, documents } = await getBookingWithDocuments(id);
    return { booking, documents, requests: await listPaymentRequests(booking) };
  },
});

export const PUT = staffUpdate(path, {
  summary:
    "Change a booking's seats or price (an invoiced booking's lower price issues a credit note, a higher one a debit note), cancel it (status: cancelled; its open payment requests are cancelled too), or move it to another batch of the same course (trainingId; every learner gets the change notice); its learners' access follows",
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

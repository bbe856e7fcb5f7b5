import { staffListAnswer } from "@/lib/http/staff-list";
import { staffCollection } from "@/lib/http/staff-records";
import { bookingAnswer } from "@/lib/sales/answers";
import { listBookings, pageOfBookings } from "@/lib/sales/reads";
import { createBooking } from "@/lib/operations/bookings/create-booking";
import { fromMinorUnits } from "@/lib/validation/currencies";
import { bookingCreateBody, bookingListQuery } from "@/lib/validation/sales";

const bookings = staffCollection("/api/admin/bookings", { noun: "Booking", item: bookingAnswer });

export const GET = bookings.list({
  summary:
    "Bookings, newest first, by status, training and a search of buyer name, email, organization and booking number: a page of 50 (next/prev cursors), all=true for the whole list (at most 1,000), format=csv for it as a file",
  query: bookingListQuery,
  handler: ({ query: { after, before, limit, all, format, ...filter } }) =>
    staffListAnswer(
      { after, before, limit, all, format },
      {
        whole: () => listBookings(filter),
        page: (request) => pageOfBookings(filter, request),
        csv: {
          filename: "bookings.csv",
          header: ["Booking", "Created", "Buyer", "Email", "Organization", "Training", "Seats", "Currency", "Price", "Paid", "Balance", "Status"],
          row: (b) => [
            b.number,
            b.createdAt.toISOString(),
            b.buyerName,
            b.buyerEmail,
            b.organization,
            b.training.courseTitle,
            b.seats,
            b.currency,
            fromMinorUnits(b.priceMinor, b.currency),
            fromMinorUnits(b.paidMinor, b.currency),
            fromMinorUnits(b.balanceMinor, b.currency),
            b.status,
          ],
        },
      },
    ),
});

export const POST = bookings.create({
  summary: "Book seats in a training for a buyer (takes the seats; with enquiryId the enquiry is won)",
  body: bookingCreateBody,
  errors: { 404: "No such training", 409: "Not enough seats left, or the training is cancelled" },
  create: createBooking,
});

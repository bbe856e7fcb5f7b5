import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { staffCreate } from "@/lib/http/staff-records";
import { bookingAnswer } from "@/lib/sales/answers";
import { listBookings } from "@/lib/sales/reads";
import { createBooking } from "@/lib/sales/writes";
import { bookingCreateBody, bookingFilterQuery } from "@/lib/validation/sales";

const tags = ["Staff: bookings"];

export const GET = defineRoute("GET /api/admin/bookings", {
  access: "staff",
  summary: "Bookings, newest first, by status, training and a search of buyer name, email, organization and booking number",
  tags,
  query: bookingFilterQuery,
  response: z.array(bookingAnswer),
  message: "Bookings fetched.",
  handler: ({ query }) => listBookings(query),
});

export const POST = staffCreate("/api/admin/bookings", {
  summary: "Book seats in a training for a buyer (takes the seats; with enquiryId the enquiry is won)",
  tags,
  body: bookingCreateBody,
  response: bookingAnswer,
  message: "Booking created.",
  errors: { 404: "No such training", 409: "Not enough seats left, or the training is cancelled" },
  create: createBooking,
});

import { defineRoute } from "@/lib/http/contract";
import { invoiceAnswer } from "@/lib/invoices/answers";
import { issueBookingInvoice } from "@/lib/operations/invoices/issue-booking-invoice";

export const POST = defineRoute("POST /api/admin/bookings/{id}/invoice", {
  access: "staff",
  summary: "Issue the booking's tax invoice (one per booking; a first payment issues it automatically)",
  tags: ["Staff: invoices"],
  response: invoiceAnswer,
  status: 201,
  message: "Invoice issued.",
  errors: { 404: "No such booking", 409: "The booking already has an invoice, or is cancelled" },
  handler: ({ user, params }) => issueBookingInvoice(user._id, params.id),
});

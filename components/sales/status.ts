// A booking status as people see it: its label and its pill's colours (Tailwind classes stay in components).
import { bookingStatusLabels, type BookingStatus } from "@/lib/validation/sales";

export const statusLabel = (status: BookingStatus) => bookingStatusLabels[status];

/** The pill colour of a booking status. */
export const statusTone: Record<BookingStatus, string> = {
  awaiting_payment: "bg-amber-100 text-amber-900 ring-amber-300",
  paid: "bg-green-100 text-green-800 ring-green-300",
  cancelled: "bg-slate-200 text-slate-700 ring-slate-300",
  refunded: "bg-slate-200 text-slate-700 ring-slate-300",
};

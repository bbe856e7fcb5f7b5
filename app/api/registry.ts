// Every route module of the API. /api/openapi.json is generated from their contracts and the browser's typed
// client (components/api/client.ts) takes its paths and types from them; tests/unit/openapi.test.ts fails when a
// route file is missing here.
import { env } from "@/lib/env";
import { defineRoute } from "@/lib/http/contract";
import { openApiDocument } from "@/lib/openapi/generate";
import * as auditLog from "./admin/audit-log/route";
import * as staffCategory from "./admin/categories/[id]/route";
import * as staffCategories from "./admin/categories/route";
import * as staffCourse from "./admin/courses/[id]/route";
import * as staffCourses from "./admin/courses/route";
import * as catalogueImport from "./admin/import/route";
import * as staffTraining from "./admin/trainings/[id]/route";
import * as staffAttendance from "./admin/trainings/[id]/attendance/route";
import * as staffWaitlist from "./admin/trainings/[id]/waitlist/route";
import * as staffWaitlistEntry from "./admin/trainings/[id]/waitlist/[entryId]/route";
import * as trainingWaitlist from "./training/[id]/waitlist/route";
import * as staffCertificates from "./admin/certificates/route";
import * as staffCertificate from "./admin/certificates/[id]/route";
import * as myCertificates from "./certificate/getMyCertificates/route";
import * as staffTrainings from "./admin/trainings/route";
import * as calendarFeedFile from "./calendar/feed/[file]/route";
import * as calendarFeed from "./calendar/feed/route";
import * as trainingCalendar from "./calendar/training/[trainingId]/route";
import * as categories from "./category/getAllCategory/route";
import * as courses from "./course/getAllCoursesForUser/route";
import * as course from "./course/getCourseById/[id]/route";
import * as categoryNewest from "./course/category/[slug]/newest/route";
import * as featuredCourses from "./course/featured/route";
import * as latestReviews from "./rating/latest/route";
import * as showcaseTrainings from "./training/showcase/route";
import * as staffClient from "./admin/clients/[id]/route";
import * as staffClients from "./admin/clients/route";
import * as staffDiscountCode from "./admin/discount-codes/[id]/route";
import * as staffDiscountCodes from "./admin/discount-codes/route";
import * as staffOrganization from "./admin/organizations/[id]/route";
import * as staffOrganizations from "./admin/organizations/route";
import * as staffEnquiry from "./admin/contact-messages/[id]/route";
import * as staffEnquiryNotes from "./admin/contact-messages/[id]/notes/route";
import * as staffEnquiryQuotes from "./admin/contact-messages/[id]/quotes/route";
import * as staffEnquiryExport from "./admin/contact-messages/export/route";
import * as staffEnquiries from "./admin/contact-messages/route";
import * as staffEnrolment from "./admin/enrollments/[id]/route";
import * as staffEnrolments from "./admin/enrollments/route";
import * as publicClients from "./admin/getClientsForUser/route";
import * as staffReviews from "./admin/ratings/route";
import * as uploads from "./admin/uploads/route";
import * as staffUser from "./admin/users/[id]/route";
import * as staffUsers from "./admin/users/route";
import * as staffReview from "./admin/ratings/[id]/route";
import * as contactMessage from "./contact/postContactMessage/route";
import * as courseRating from "./course/updateCourseRating/[courseId]/route";
import * as myEnrolments from "./enrollment/getAllEnrollmentsByUserId/route";
import * as ratings from "./rating/getAllRatingsByUser/route";
import * as trainings from "./training/getAllTrainingCoursesByUser/route";
import * as otpSend from "../auth/otp-send/route";
import * as otpVerify from "../auth/otp-verify/route";
import * as healthz from "../healthz/route";
import * as readyz from "../readyz/route";
import * as uploadedFile from "../uploads/[name]/route";
import * as activateEmail from "./user/activateEmail/route";
import * as authVerify from "./user/authVerify/route";
import * as forgetPassword from "./user/forgetPassword/route";
import * as login from "./user/login/route";
import * as logout from "./user/logout/route";
import * as register from "./user/register/route";
import * as resendActivation from "./user/resendActivation/route";
import * as resetPassword from "./user/resetPassword/route";
import * as updateUserDetails from "./user/updateUserDetails/route";
import * as updateUserPassword from "./user/updateUserPassword/route";
import * as unsubscribe from "./user/unsubscribe/route";
import * as waitlistConfirm from "./waitlist/confirm/route";
import * as staffBookingLearner from "./admin/bookings/[id]/learners/[userId]/route";
import * as staffBookingLearners from "./admin/bookings/[id]/learners/route";
import * as staffBookingReceipt from "./admin/bookings/[id]/payments/[paymentId]/receipt/route";
import * as staffBookingPayments from "./admin/bookings/[id]/payments/route";
import * as staffBookingRefunds from "./admin/bookings/[id]/refunds/route";
import * as staffBooking from "./admin/bookings/[id]/route";
import * as staffBookings from "./admin/bookings/route";
import * as staffPaymentRequests from "./admin/bookings/[id]/payment-requests/route";
import * as staffPaymentProofs from "./admin/payment-proofs/route";
import * as staffPaymentProofFile from "./admin/payment-proofs/[id]/file/route";
import * as staffPaymentProofApprove from "./admin/payment-proofs/[id]/approve/route";
import * as staffPaymentProofReject from "./admin/payment-proofs/[id]/reject/route";
import * as payRequest from "./pay/[token]/route";
import * as payProof from "./pay/[token]/proof/route";
import * as salesReportExport from "./admin/reports/sales/export/route";
import * as salesReport from "./admin/reports/sales/route";
import * as staffBookingInvoice from "./admin/bookings/[id]/invoice/route";
import * as staffInvoicePdf from "./admin/invoices/[id]/pdf/route";
import * as staffCreditNotePdf from "./admin/credit-notes/[id]/pdf/route";
import * as gstReport from "./admin/reports/gst/route";
import * as myInvoice from "./booking/invoices/[id]/route";
import * as myCreditNote from "./booking/credit-notes/[id]/route";
import * as staffQuotes from "./admin/quotes/route";
import * as staffQuote from "./admin/quotes/[id]/route";
import * as staffQuotePdf from "./admin/quotes/[id]/pdf/route";
import * as quoteAccept from "./quote/accept/route";
import * as myBookings from "./booking/getMyBookings/route";
import * as myReceipt from "./booking/receipts/[paymentId]/route";
import * as staffTrainers from "./admin/trainers/route";
import * as staffTrainer from "./admin/trainers/[id]/route";
import * as staffTrainerTimeOff from "./admin/trainers/[id]/time-off/route";
import * as staffTrainerHours from "./admin/trainers/[id]/hours/route";
import * as trainerSessions from "./trainer/sessions/route";
import * as trainerFeed from "./trainer/feed/route";
import * as trainerAttendance from "./trainer/trainings/[id]/attendance/route";
import * as orgOverview from "./org/overview/route";
import * as orgBookingAttendance from "./org/bookings/[id]/attendance/route";
import * as orgBookingSubstitute from "./org/bookings/[id]/substitute/route";
import * as orgInvoice from "./org/invoices/[id]/route";
import * as staffRoster from "./admin/trainings/[id]/sessions/[date]/roster/route";
import * as trainerRoster from "./trainer/trainings/[id]/sessions/[date]/roster/route";
import * as staffMaterials from "./admin/trainings/[id]/materials/route";
import * as staffMaterial from "./admin/trainings/[id]/materials/[materialId]/route";
import * as trainerMaterials from "./trainer/trainings/[id]/materials/route";
import * as trainerMaterial from "./trainer/trainings/[id]/materials/[materialId]/route";
import * as learnerMaterials from "./training/[id]/materials/route";
import * as learnerMaterial from "./training/[id]/materials/[materialId]/route";
import * as feedbackAnswer from "./feedback/[token]/route";
import * as feedbackReport from "./admin/reports/feedback/route";
import type { RouteHandler } from "@/lib/http/contract";

/**
 * GET /api/openapi.json lists every route, this one included, so it is declared here beside the list rather than in
 * its route file (which exports it): the registry imports every route and no route imports the registry.
 */
const openApi = {
  GET: defineRoute("GET /api/openapi.json", {
    access: "public",
    summary: "This document (OpenAPI 3.1), generated from the route contracts",
    tags: ["Operations"],
    produces: "application/json",
    handler: async () => Response.json(openApiDocument(env().APP_URL, apiHandlers())),
  }),
};
export const openApiRoute = openApi.GET;

const modules = [
  auditLog,
  staffCategory,
  staffCategories,
  staffCourse,
  staffCourses,
  catalogueImport,
  staffTraining,
  staffAttendance,
  staffCertificates,
  staffCertificate,
  myCertificates,
  staffTrainings,
  staffWaitlist,
  staffWaitlistEntry,
  trainingWaitlist,
  calendarFeedFile,
  calendarFeed,
  trainingCalendar,
  categories,
  courses,
  course,
  categoryNewest,
  featuredCourses,
  latestReviews,
  showcaseTrainings,
  staffClient,
  staffClients,
  staffDiscountCode,
  staffDiscountCodes,
  staffOrganization,
  staffOrganizations,
  staffEnquiry,
  staffEnquiryExport,
  staffEnquiries,
  staffEnquiryNotes,
  staffEnquiryQuotes,
  staffEnrolment,
  staffEnrolments,
  publicClients,
  staffReviews,
  staffReview,
  uploads,
  staffUser,
  staffUsers,
  contactMessage,
  courseRating,
  myEnrolments,
  openApi,
  ratings,
  trainings,
  otpSend,
  otpVerify,
  register,
  activateEmail,
  resendActivation,
  login,
  logout,
  forgetPassword,
  resetPassword,
  authVerify,
  updateUserDetails,
  updateUserPassword,
  unsubscribe,
  waitlistConfirm,
  healthz,
  readyz,
  uploadedFile,
  staffBookings,
  staffBooking,
  staffBookingPayments,
  staffBookingRefunds,
  staffBookingReceipt,
  staffBookingLearners,
  staffBookingLearner,
  salesReport,
  salesReportExport,
  myBookings,
  myReceipt,
  staffBookingInvoice,
  staffInvoicePdf,
  staffCreditNotePdf,
  gstReport,
  myInvoice,
  myCreditNote,
  staffQuotes,
  staffQuote,
  staffQuotePdf,
  quoteAccept,
  staffPaymentRequests,
  staffPaymentProofs,
  staffPaymentProofFile,
  staffPaymentProofApprove,
  staffPaymentProofReject,
  payRequest,
  payProof,
  staffTrainers,
  staffTrainer,
  staffTrainerTimeOff,
  staffTrainerHours,
  trainerSessions,
  trainerFeed,
  trainerAttendance,
  orgOverview,
  orgBookingAttendance,
  orgBookingSubstitute,
  orgInvoice,
  staffRoster,
  trainerRoster,
  staffMaterials,
  staffMaterial,
  trainerMaterials,
  trainerMaterial,
  learnerMaterials,
  learnerMaterial,
  feedbackAnswer,
  feedbackReport,
] as const;

/** Every handler of every module (a function only: read at request time, the modules import each other). */
export function apiHandlers(): RouteHandler[] {
  return modules.flatMap((m) => Object.values(m).filter((value): value is RouteHandler => typeof value === "function" && "contract" in value));
}

/** The union of every declared handler, for the typed client. */
type HandlersOf<M> = M extends unknown ? M[keyof M] : never;
export type ApiHandler = HandlersOf<(typeof modules)[number]>;

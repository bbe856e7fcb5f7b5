import { errorResponse, jsonBody, pathParam, ref, response, signedIn, type Json } from "./shapes";

const unauthorized = errorResponse("Not signed in, or the session was revoked");
const calendar = { description: "An iCalendar document", content: { "text/calendar": { schema: { type: "string" } } } };

export const learningPaths: Record<string, Json> = {
  "/api/enrollment/getAllEnrollmentsByUserId": {
    get: {
      tags: ["Learning"],
      summary: "The caller's own enrolments (meeting links only on active ones)",
      security: signedIn,
      responses: { 200: response("Enrolments", { type: "array", items: ref("Enrollment") }), 401: unauthorized },
    },
  },
  "/api/course/updateCourseRating/{courseId}": {
    put: {
      tags: ["Learning"],
      summary: "Add or edit the caller's review of a course they are enrolled in",
      security: signedIn,
      parameters: [pathParam("courseId")],
      requestBody: jsonBody({
        type: "object",
        required: ["newRating", "review"],
        properties: {
          newRating: { type: "number", minimum: 0.5, maximum: 5, multipleOf: 0.5 },
          review: { type: "string" },
          userName: { type: "string", description: "ignored: the author is the account" },
          courseId: { type: "string", description: "ignored: the course is the path's" },
        },
      }),
      responses: {
        200: response("The course's new rating", { type: "object", properties: { courseRating: { type: "number" }, courseRatingCount: { type: "integer" } } }),
        400: errorResponse("Invalid rating or review"),
        401: unauthorized,
        403: errorResponse("Not enrolled in a training of this course"),
        404: errorResponse("Unknown course"),
      },
    },
  },
  "/api/calendar/feed": {
    get: { tags: ["Learning"], summary: "The caller's private calendar feed URL", security: signedIn, responses: { 200: response("The URL or null"), 401: unauthorized } },
    post: { tags: ["Learning"], summary: "A new feed URL (the old one stops working)", security: signedIn, responses: { 200: response("The URL"), 401: unauthorized } },
    delete: { tags: ["Learning"], summary: "Revoke the feed URL", security: signedIn, responses: { 200: response("Revoked"), 401: unauthorized } },
  },
  "/api/calendar/feed/{file}": {
    get: {
      tags: ["Learning"],
      summary: "A learner's feed of their active enrolments: {token}.ics (the token is the credential)",
      parameters: [pathParam("file")],
      responses: { 200: calendar, 404: errorResponse("Unknown or revoked token") },
    },
  },
  "/api/calendar/training/{trainingId}": {
    get: {
      tags: ["Learning"],
      summary: "One active enrolment as an .ics download",
      security: signedIn,
      parameters: [pathParam("trainingId")],
      responses: { 200: calendar, 401: unauthorized, 404: errorResponse("Not enrolled in this training") },
    },
  },
};

export const learningSchemas: Record<string, Json> = {
  Enrollment: {
    type: "object",
    required: ["_id", "isActive", "isLive", "join", "trainingId", "myReview"],
    properties: {
      _id: { type: "string" },
      isActive: { type: "boolean" },
      isLive: { type: "boolean", description: "the training is Ongoing and the enrolment active" },
      join: {
        type: "object",
        description: "open from 15 minutes before a session until it ends",
        properties: { isOpen: { type: "boolean" }, opensAt: { type: "string", format: "date-time" }, closesAt: { type: "string", format: "date-time" } },
      },
      trainingId: ref("Training"),
      myReview: { type: ["object", "null"], properties: { rating: { type: "number" }, review: { type: "string" } } },
    },
  },
};

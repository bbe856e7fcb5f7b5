/**
 * The OpenAPI 3.1 description of the API served at /api/openapi.json. Each feature adds its paths here;
 * a test checks that every route handler in app/api is described.
 */
import { accountPaths, accountSchemas } from "./account-paths";
import { learningPaths, learningSchemas } from "./learning-paths";
import { errorResponse, jsonContent, ref, response, type Json } from "./shapes";
import { staffPaths, staffSchemas } from "./staff-paths";

const idParam = { name: "id", in: "path", required: true, schema: { type: "string", pattern: "^[a-z0-9]+$" } };

export const openApiPaths: Record<string, Json> = {
  ...staffPaths,
  "/api/course/getAllCoursesForUser": {
    get: { tags: ["Catalogue"], summary: "Every course, newest first", responses: { 200: response("Courses", { type: "array", items: ref("Course") }) } },
  },
  "/api/course/getCourseById/{id}": {
    get: {
      tags: ["Catalogue"],
      summary: "One course",
      parameters: [idParam],
      responses: { 200: response("The course", ref("Course")), 404: errorResponse("Unknown id") },
    },
  },
  "/api/category/getAllCategory": {
    get: { tags: ["Catalogue"], summary: "Every category", responses: { 200: response("Categories", { type: "array", items: ref("Category") }) } },
  },
  "/api/admin/getClientsForUser": {
    get: { tags: ["Catalogue"], summary: "Client logos (public)", responses: { 200: response("Clients", { type: "array", items: ref("Client") }) } },
  },
  "/api/rating/getAllRatingsByUser": {
    get: { tags: ["Catalogue"], summary: "Visible reviews, newest first", responses: { 200: response("Reviews", { type: "array", items: ref("Review") }) } },
  },
  "/api/training/getAllTrainingCoursesByUser": {
    get: {
      tags: ["Catalogue"],
      summary: "Every training with its course (no meeting links)",
      responses: { 200: response("Trainings", { type: "array", items: ref("Training") }) },
    },
  },
  "/api/contact/postContactMessage": {
    post: {
      tags: ["Enquiries"],
      summary: "Send an enquiry (stored before the answer; rate limited per client address)",
      requestBody: {
        required: true,
        content: jsonContent({
          type: "object",
          required: ["contactName", "contactEmail", "contactPhone", "contactTrainingType", "contactMessage"],
          properties: {
            contactName: { type: "string", minLength: 3, maxLength: 30, description: "letters and spaces" },
            contactEmail: { type: "string", format: "email", maxLength: 254 },
            contactPhone: { type: "string", description: "dial code plus number, e.g. +91 9876543210" },
            contactCountry: { type: "string", description: "optional ISO 3166 code chosen in the form (decides the allowed lengths when a dial code is shared)" },
            contactTrainingType: { enum: ["Individual", "Enterprise"] },
            contactMessage: { type: "string", maxLength: 3000 },
            contactCourse: { type: "string", description: "the course, when sent from a course page" },
          },
        }),
      },
      responses: {
        200: response("Stored", { type: "object", properties: { _id: { type: "string" } } }),
        400: errorResponse("Invalid input: the form's message"),
        413: errorResponse("Body too large"),
        429: errorResponse("Too many messages from this address (Retry-After)"),
      },
    },
  },
  "/api/openapi.json": {
    get: { tags: ["Operations"], summary: "This document (OpenAPI 3.1)", responses: { 200: { description: "The OpenAPI document" } } },
  },
  "/healthz": { get: { tags: ["Operations"], summary: "Liveness", responses: { 200: response("The process runs") } } },
  "/readyz": {
    get: { tags: ["Operations"], summary: "Readiness", responses: { 200: response("The database answers"), 503: errorResponse("The database does not answer") } },
  },
};

const schemas: Record<string, Json> = {
  Error: {
    type: "object",
    required: ["success", "message"],
    properties: {
      success: { const: false },
      message: { type: "string" },
      errors: { type: "object", additionalProperties: { type: "string" }, description: "field → message, on 400" },
    },
  },
  Category: {
    type: "object",
    required: ["_id", "categoryName", "categorySlug"],
    properties: { _id: { type: "string" }, categoryName: { type: "string" }, categorySlug: { type: "string" } },
  },
  Course: {
    type: "object",
    required: ["_id", "courseSlug", "courseTitle", "courseSmlDesc", "courseImage", "courseCategory", "courseOverview", "courseDuration", "courseRating", "courseRatingCount", "courseContent"],
    properties: {
      _id: { type: "string" },
      courseSlug: { type: "string", description: "title slug, a hyphen, then the id" },
      courseTitle: { type: "string" },
      courseSmlDesc: { type: "string" },
      courseImage: { type: "array", items: { type: "string" } },
      courseCategory: { type: "array", items: { type: "object", properties: { _id: { type: "string" }, categoryName: { type: "string" } } } },
      courseOverview: { type: "string", description: "sanitised HTML" },
      courseDuration: { type: "integer", description: "hours" },
      courseRating: { type: "number", description: "mean of visible reviews, one decimal" },
      courseRatingCount: { type: "integer" },
      courseContent: {
        type: "array",
        items: {
          type: "object",
          properties: {
            moduleTitle: { type: "string" },
            subModules: {
              type: "array",
              items: {
                type: "object",
                properties: {
                  subModuleTitle: { type: "string" },
                  subsubModules: { type: "array", items: { type: "object", properties: { subSubModuleTitle: { type: "string" } } } },
                },
              },
            },
          },
        },
      },
    },
  },
  Training: {
    type: "object",
    required: ["_id", "tcStatus", "courseId", "startDate", "endDate", "startTime", "endTime", "timeZone"],
    properties: {
      _id: { type: "string" },
      tcStatus: { enum: ["Upcoming", "Ongoing", "Completed", "Cancelled"] },
      courseId: ref("Course"),
      startDate: { type: "string", format: "date" },
      endDate: { type: "string", format: "date" },
      startTime: { type: "string", pattern: "^\\d{2}:\\d{2}$" },
      endTime: { type: "string", pattern: "^\\d{2}:\\d{2}$" },
      timeZone: { type: "string", description: "IANA time zone" },
      meetingLink: { type: "string", description: "only on the learner's own active enrolments" },
    },
  },
  Client: {
    type: "object",
    required: ["_id", "clientName", "clientImage"],
    properties: { _id: { type: "string" }, clientName: { type: "string" }, clientImage: { type: "string" } },
  },
  Review: {
    type: "object",
    required: ["_id", "userName", "rating", "review", "courseId", "createdAt"],
    properties: {
      _id: { type: "string" },
      userName: { type: "string" },
      rating: { type: "number", minimum: 0.5, maximum: 5, multipleOf: 0.5 },
      review: { type: "string" },
      courseId: { type: "string" },
      courseTitle: { type: "string" },
      createdAt: { type: "string", format: "date-time" },
    },
  },
};

export function openApiDocument(serverUrl: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "Training Portal API",
      version: "1.0.0",
      description: "Every response is the envelope {success, message, data?}. Authenticated calls take the session cookie or Authorization: Bearer <token>.",
    },
    servers: [{ url: serverUrl }],
    paths: { ...openApiPaths, ...learningPaths, ...accountPaths },
    components: {
      schemas: { ...schemas, ...learningSchemas, ...staffSchemas, ...accountSchemas },
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer" },
        cookie: { type: "apiKey", in: "cookie", name: "tp_session" },
      },
    },
  };
}

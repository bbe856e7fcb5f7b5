// The staff API (api.md §4) in the OpenAPI document: staff only (anonymous 401, learner 403).
import { errorResponse, jsonBody, pathParam, ref, response, signedIn, type Json } from "./shapes";

const staffErrors = {
  401: errorResponse("Not signed in, or the session was revoked"),
  403: errorResponse("Signed in, but not staff (or a cross-site write)"),
};
const invalid = errorResponse("Invalid input: `message` is the first problem, `errors` maps each field to its message");
const notFound = errorResponse("Unknown id");
const conflict = (why: string) => errorResponse(why);
const query = (name: string, description: string, schema: Json = { type: "string" }) => ({ name, in: "query", required: false, description, schema });
const list = (name: string) => ({ type: "array", items: ref(name) });
const deleted = response("Deleted", { type: "null" });

const op = (tag: string, summary: string, rest: Json): Json => ({ tags: [tag], summary, security: signedIn, ...rest });

export const staffPaths: Record<string, Json> = {
  "/api/admin/categories": {
    get: op("Staff: catalogue", "Every category with the number of courses using it", { responses: { 200: response("Categories", list("AdminCategory")), ...staffErrors } }),
    post: op("Staff: catalogue", "Create a category", {
      requestBody: jsonBody(ref("CategoryBody")),
      responses: { 201: response("Created", ref("AdminCategory")), 400: invalid, ...staffErrors, 409: conflict("A category with that name (or slug) exists") },
    }),
  },
  "/api/admin/categories/{id}": {
    put: op("Staff: catalogue", "Rename a category", {
      parameters: [pathParam("id")],
      requestBody: jsonBody(ref("CategoryBody")),
      responses: { 200: response("Renamed", ref("AdminCategory")), 400: invalid, ...staffErrors, 404: notFound, 409: conflict("The name is taken") },
    }),
    delete: op("Staff: catalogue", "Delete a category no course uses", {
      parameters: [pathParam("id")],
      responses: { 200: deleted, ...staffErrors, 404: notFound, 409: conflict("Courses still use it") },
    }),
  },
  "/api/admin/courses": {
    get: op("Staff: catalogue", "Every course, newest first", {
      parameters: [query("q", "search in titles and short descriptions"), query("categoryId", "only courses of this category")],
      responses: { 200: response("Courses", list("AdminCourse")), ...staffErrors },
    }),
    post: op("Staff: catalogue", "Create a course (the overview is sanitised; categories by id)", {
      requestBody: jsonBody(ref("CourseBody")),
      responses: { 201: response("Created", ref("AdminCourse")), 400: invalid, ...staffErrors, 409: conflict("A course with that title exists") },
    }),
  },
  "/api/admin/courses/{id}": {
    get: op("Staff: catalogue", "One course", { parameters: [pathParam("id")], responses: { 200: response("The course", ref("AdminCourse")), ...staffErrors, 404: notFound } }),
    put: op("Staff: catalogue", "Update the fields sent (the result is validated as a whole; unknown fields are ignored)", {
      parameters: [pathParam("id")],
      requestBody: jsonBody({ ...ref("CourseBody"), description: "any subset of the fields" }),
      responses: { 200: response("Saved", ref("AdminCourse")), 400: invalid, ...staffErrors, 404: notFound, 409: conflict("The title is taken") },
    }),
    delete: op("Staff: catalogue", "Delete a course no training uses (its reviews go with it)", {
      parameters: [pathParam("id")],
      responses: { 200: deleted, ...staffErrors, 404: notFound, 409: conflict("Trainings still use it") },
    }),
  },
  "/api/admin/trainings": {
    get: op("Staff: trainings", "Every training (batch) with its meeting link and enrolment counts, latest start first", {
      parameters: [query("courseId", "only this course's"), query("status", "Upcoming, Ongoing, Completed or Cancelled")],
      responses: { 200: response("Trainings", list("AdminTraining")), 400: invalid, ...staffErrors },
    }),
    post: op("Staff: trainings", "Schedule a training", {
      requestBody: jsonBody(ref("TrainingBody")),
      responses: { 201: response("Created", ref("AdminTraining")), 400: invalid, ...staffErrors },
    }),
  },
  "/api/admin/trainings/{id}": {
    get: op("Staff: trainings", "One training", { parameters: [pathParam("id")], responses: { 200: response("The training", ref("AdminTraining")), ...staffErrors, 404: notFound } }),
    put: op("Staff: trainings", "Update the fields sent; tcStatus \"Cancelled\" cancels, any other value reinstates (the status follows the schedule)", {
      parameters: [pathParam("id")],
      requestBody: jsonBody({ ...ref("TrainingBody"), description: "any subset of the fields" }),
      responses: { 200: response("Saved", ref("AdminTraining")), 400: invalid, ...staffErrors, 404: notFound },
    }),
    delete: op("Staff: trainings", "Delete a training without enrolments (cancel one that has some)", {
      parameters: [pathParam("id")],
      responses: { 200: deleted, ...staffErrors, 404: notFound, 409: conflict("It has enrolments") },
    }),
  },
  "/api/admin/enrollments": {
    get: op("Staff: enrolments", "Enrolments with their learner and training", {
      parameters: [query("trainingId", "one training's"), query("userEmail", "one learner's (exact address, any case)"), query("userId", "one account's")],
      responses: { 200: response("Enrolments", list("AdminEnrollment")), ...staffErrors },
    }),
    post: op("Staff: enrolments", "Enrol a learner by email, or many at once; addresses without an account are reported, never dropped", {
      requestBody: jsonBody({
        type: "object",
        required: ["trainingId"],
        properties: {
          trainingId: { type: "string" },
          userEmail: { type: "string", format: "email", description: "one learner" },
          userEmails: { oneOf: [{ type: "array", items: { type: "string" } }, { type: "string", description: "pasted text: commas, spaces or new lines" }], description: "many learners" },
          isActive: { type: "boolean", default: true },
        },
      }),
      responses: {
        200: response("Nobody new was enrolled (userEmails)", ref("EnrolReport")),
        201: response("Enrolled: one enrolment (userEmail), or the report (userEmails)", { oneOf: [ref("AdminEnrollment"), ref("EnrolReport")] }),
        400: invalid,
        ...staffErrors,
        404: errorResponse("userEmail: no account uses that address (the learner must register first)"),
        409: conflict("userEmail: already enrolled in this training"),
      },
    }),
  },
  "/api/admin/enrollments/{id}": {
    put: op("Staff: enrolments", "Activate or deactivate an enrolment", {
      parameters: [pathParam("id")],
      requestBody: jsonBody({ type: "object", required: ["isActive"], properties: { isActive: { type: "boolean" } } }),
      responses: { 200: response("Saved", ref("AdminEnrollment")), 400: invalid, ...staffErrors, 404: notFound },
    }),
    delete: op("Staff: enrolments", "Remove an enrolment", { parameters: [pathParam("id")], responses: { 200: deleted, ...staffErrors, 404: notFound } }),
  },
  "/api/admin/contact-messages": {
    get: op("Staff: enquiries", "The enquiries inbox, newest first", {
      parameters: [
        query("status", "new, contacted or closed", { enum: ["new", "contacted", "closed"] }),
        query("type", "Individual or Enterprise", { enum: ["Individual", "Enterprise"] }),
        query("course", "the course named in the enquiry (part of it, any case)"),
        query("q", "search in name, email, phone, message, course and note"),
      ],
      responses: { 200: response("Enquiries", list("AdminEnquiry")), 400: invalid, ...staffErrors },
    }),
  },
  "/api/admin/contact-messages/export": {
    get: op("Staff: enquiries", "The filtered inbox as CSV (same filters; cells that would run as formulas get a leading apostrophe)", {
      parameters: [query("status", "new, contacted or closed"), query("type", "Individual or Enterprise"), query("course", "course"), query("q", "search")],
      responses: { 200: { description: "CSV (UTF-8 with BOM)", content: { "text/csv": { schema: { type: "string" } } } }, 400: invalid, ...staffErrors },
    }),
  },
  "/api/admin/contact-messages/{id}": {
    get: op("Staff: enquiries", "One enquiry", { parameters: [pathParam("id")], responses: { 200: response("The enquiry", ref("AdminEnquiry")), ...staffErrors, 404: notFound } }),
    put: op("Staff: enquiries", "Set the status and/or the staff note", {
      parameters: [pathParam("id")],
      requestBody: jsonBody({ type: "object", properties: { status: { enum: ["new", "contacted", "closed"] }, note: { type: "string", maxLength: 5000 } } }),
      responses: { 200: response("Saved", ref("AdminEnquiry")), 400: invalid, ...staffErrors, 404: notFound },
    }),
  },
  "/api/admin/clients": {
    get: op("Staff: clients", "Client logos in their order", { responses: { 200: response("Clients", list("AdminClient")), ...staffErrors } }),
    post: op("Staff: clients", "Add a client logo", {
      requestBody: jsonBody(ref("ClientBody")),
      responses: { 201: response("Created", ref("AdminClient")), 400: invalid, ...staffErrors },
    }),
  },
  "/api/admin/clients/{id}": {
    put: op("Staff: clients", "Change a client's name, logo or order (fields sent)", {
      parameters: [pathParam("id")],
      requestBody: jsonBody(ref("ClientBody")),
      responses: { 200: response("Saved", ref("AdminClient")), 400: invalid, ...staffErrors, 404: notFound },
    }),
    delete: op("Staff: clients", "Remove a client logo", { parameters: [pathParam("id")], responses: { 200: deleted, ...staffErrors, 404: notFound } }),
  },
  "/api/admin/ratings": {
    get: op("Staff: reviews", "Every review, hidden ones too, with course and author", {
      parameters: [query("courseId", "one course's"), query("visible", "true or false"), query("q", "search in text, author and course")],
      responses: { 200: response("Reviews", list("AdminReview")), ...staffErrors },
    }),
  },
  "/api/admin/ratings/{id}": {
    put: op("Staff: reviews", "Hide or show a review; the course's rating and count are recomputed", {
      parameters: [pathParam("id")],
      requestBody: jsonBody({ type: "object", required: ["isVisible"], properties: { isVisible: { type: "boolean" } } }),
      responses: { 200: response("Saved, with the course's new courseRating and courseRatingCount", ref("AdminReview")), 400: invalid, ...staffErrors, 404: notFound },
    }),
  },
  "/api/admin/users": {
    get: op("Staff: users", "Search accounts (learners unless role=staff or all)", {
      parameters: [query("q", "name, email, phone or organization"), query("role", "learner (default), staff or all", { enum: ["learner", "staff", "all"] })],
      responses: { 200: response("Accounts", list("AdminUser")), 400: invalid, ...staffErrors },
    }),
  },
  "/api/admin/users/{id}": {
    get: op("Staff: users", "One account with its enrolments", {
      parameters: [pathParam("id")],
      responses: { 200: response("The account", { allOf: [ref("AdminUser"), { type: "object", properties: { enrollments: list("AdminEnrollment") } }] }), ...staffErrors, 404: notFound },
    }),
  },
  "/api/admin/uploads": {
    post: op("Staff: catalogue", "Upload an image (PNG, JPEG, WebP or script-free SVG, at most 2 MB); answers its URL under /uploads/", {
      requestBody: { required: true, content: { "multipart/form-data": { schema: { type: "object", properties: { file: { type: "string", format: "binary" } } } } } },
      responses: {
        201: response("Stored", { type: "object", properties: { url: { type: "string" }, name: { type: "string" }, contentType: { type: "string" }, size: { type: "integer" } } }),
        400: invalid,
        ...staffErrors,
        413: errorResponse("Larger than 2 MB"),
      },
    }),
  },
  "/api/admin/import": {
    post: op("Staff: catalogue", "Bulk import a catalogue file (same as npm run content:import): idempotent, reports created / updated / skipped", {
      requestBody: jsonBody({
        type: "object",
        properties: {
          categories: { type: "array", items: { type: "object", properties: { categoryName: { type: "string" } } } },
          courses: { type: "array", items: { type: "object", description: "CourseBody, with courseCategory as category names" } },
          trainings: { type: "array", items: { type: "object", description: "TrainingBody, naming its course by courseTitle" } },
          clients: { type: "array", items: { type: "object", properties: { clientName: { type: "string" }, clientImage: { type: "string" } } } },
        },
      }),
      responses: { 200: response("What was created, updated and skipped", ref("ImportReport")), 400: invalid, ...staffErrors, 413: errorResponse("Larger than 1 MB: use the command line") },
    }),
  },
  "/api/admin/audit-log": {
    get: op("Staff: audit", "Who changed what and when, with the record before and after; newest first", {
      parameters: [query("entity", "category, course, training, enrolment, enquiry, client, review, upload, catalogue"), query("entityId", "one record's"), query("before", "page back: entries older than this id"), query("limit", "at most 500")],
      responses: { 200: response("Entries", list("AuditEntry")), ...staffErrors },
    }),
  },
};

const str = { type: "string" };
const int = { type: "integer" };
const counts = { type: "object", properties: { created: int, updated: int, skipped: int } };
const outline = { type: "array", items: { type: "object", description: "moduleTitle, subModules[subModuleTitle, subsubModules[subSubModuleTitle]]" } };

export const staffSchemas: Record<string, Json> = {
  CategoryBody: { type: "object", required: ["categoryName"], properties: { categoryName: { type: "string", maxLength: 60 } } },
  AdminCategory: { type: "object", properties: { _id: str, categoryName: str, categorySlug: str, courseCount: int, createdAt: str } },
  CourseBody: {
    type: "object",
    required: ["courseTitle", "courseSmlDesc", "courseDuration"],
    properties: {
      courseTitle: { type: "string", minLength: 3, maxLength: 150 },
      courseSmlDesc: { type: "string", minLength: 10, maxLength: 400 },
      courseImage: { type: "array", items: { type: "string", description: "http(s) URL or a path on this site, e.g. /uploads/…" } },
      courseCategory: { type: "array", items: { type: "string", description: "category id" } },
      courseOverview: { type: "string", description: "HTML; sanitised (allow-list, http(s)/mailto links only)" },
      courseDuration: { type: "integer", minimum: 1, description: "hours" },
      courseContent: outline,
    },
  },
  AdminCourse: {
    allOf: [ref("Course"), { type: "object", properties: { trainingCount: int, createdAt: str, updatedAt: str } }],
  },
  TrainingBody: {
    type: "object",
    required: ["courseId", "startDate", "endDate", "startTime", "endTime"],
    properties: {
      courseId: { type: "string", description: "course id" },
      startDate: { type: "string", format: "date" },
      endDate: { type: "string", format: "date", description: "on or after startDate" },
      startTime: { type: "string", pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$" },
      endTime: { type: "string", pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$" },
      timeZone: { type: "string", description: "IANA name; DEFAULT_TIME_ZONE when absent" },
      meetingLink: { type: "string", description: "http(s) URL or empty" },
      tcStatus: { type: "string", description: "\"Cancelled\" cancels; any other value reinstates; absent keeps it" },
    },
  },
  AdminTraining: {
    type: "object",
    properties: {
      _id: str,
      tcStatus: { enum: ["Upcoming", "Ongoing", "Completed", "Cancelled"] },
      isCancelled: { type: "boolean" },
      courseId: { type: "object", properties: { _id: str, courseTitle: str, courseSlug: str } },
      startDate: str,
      endDate: str,
      startTime: str,
      endTime: str,
      timeZone: str,
      meetingLink: str,
      enrolmentCount: int,
      activeEnrolmentCount: int,
      createdAt: str,
      updatedAt: str,
    },
  },
  AdminEnrollment: {
    type: "object",
    properties: {
      _id: str,
      isActive: { type: "boolean" },
      userId: { type: "object", properties: { _id: str, name: str, email: str, isActivated: { type: "boolean" } } },
      trainingId: { type: "object", description: "the training: _id, tcStatus, courseId {_id, courseTitle}, dates, times, timeZone" },
      createdAt: str,
      updatedAt: str,
    },
  },
  EnrolReport: {
    type: "object",
    properties: {
      enrolled: list("AdminEnrollment"),
      alreadyEnrolled: { type: "array", items: str },
      noAccount: { type: "array", items: str, description: "addresses no account uses: they must register first" },
      invalid: { type: "array", items: str },
    },
  },
  AdminEnquiry: {
    type: "object",
    properties: {
      _id: str,
      contactName: str,
      contactEmail: str,
      contactPhone: str,
      contactTrainingType: { enum: ["Individual", "Enterprise"] },
      contactMessage: str,
      contactCourse: { type: ["string", "null"] },
      status: { enum: ["new", "contacted", "closed"] },
      note: str,
      createdAt: str,
      updatedAt: str,
    },
  },
  ClientBody: {
    type: "object",
    required: ["clientName", "clientImage"],
    properties: { clientName: { type: "string", maxLength: 100 }, clientImage: { type: "string" }, position: { type: "integer", minimum: 0 } },
  },
  AdminClient: { type: "object", properties: { _id: str, clientName: str, clientImage: str, position: int, createdAt: str } },
  AdminReview: {
    type: "object",
    properties: {
      _id: str,
      userName: str,
      userEmail: str,
      userId: str,
      rating: { type: "number" },
      review: str,
      courseId: str,
      courseTitle: str,
      isVisible: { type: "boolean" },
      createdAt: str,
      updatedAt: str,
    },
  },
  AdminUser: {
    type: "object",
    properties: { _id: str, name: str, email: str, phone: str, organization: str, role: { enum: ["learner", "staff"] }, isActivated: { type: "boolean" }, createdAt: str, enrolmentCount: int },
  },
  ImportReport: { type: "object", properties: { categories: counts, courses: counts, trainings: counts, clients: counts } },
  AuditEntry: {
    type: "object",
    properties: {
      _id: int,
      action: { enum: ["create", "update", "delete", "import", "upload"] },
      entity: str,
      entityId: str,
      actor: { type: ["object", "null"], properties: { _id: str, name: str, email: str } },
      before: {},
      after: {},
      createdAt: str,
    },
  },
};

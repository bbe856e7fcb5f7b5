import { errorResponse, jsonBody, ref, response, signedIn, type Json } from "./shapes";

const invalid = (what: string) => errorResponse(`Invalid input: ${what} (the form's message)`);
const limited = errorResponse("Too many attempts (Retry-After)");
const unauthorized = errorResponse("Not signed in, or the session was revoked or expired");
const crossSite = errorResponse("A cookie-authenticated write from another site");
const string = (description?: string, extra: Json = {}) => ({ type: "string", ...(description ? { description } : {}), ...extra });
const object = (required: string[], properties: Record<string, Json>) => jsonBody({ type: "object", required, properties });
const cookieHeader = { "Set-Cookie": { description: "the session cookie (HttpOnly, SameSite=Lax, 15 days)", schema: { type: "string" } } };

export const accountSchemas: Record<string, Json> = {
  User: {
    type: "object",
    required: ["_id", "name", "email", "phone", "organization", "role", "createdAt"],
    properties: {
      _id: { type: "string" },
      name: { type: "string" },
      email: { type: "string", format: "email" },
      phone: { type: "string", description: "E.164" },
      organization: { type: "string" },
      role: { enum: ["learner", "staff"] },
      createdAt: { type: "string", format: "date-time" },
    },
  },
};

export const accountPaths: Record<string, Json> = {
  "/auth/otp-send": {
    post: {
      tags: ["Accounts"],
      summary: "Send a 6-digit code by SMS to a 10-digit phone (DEFAULT_DIAL_CODE in front). The code is never in the answer.",
      requestBody: object(["phonenumber"], { phonenumber: string("10 digits", { pattern: "^\\d{10}$" }) }),
      responses: {
        200: {
          description: "Sent; `message` is the verification id",
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: {
                  success: { const: true },
                  message: string("the verification id"),
                  data: { type: "object", properties: { verificationId: string(), expiresInSeconds: { type: "integer" } } },
                },
              },
            },
          },
        },
        400: invalid("phone"),
        429: limited,
        503: errorResponse("The SMS provider failed: 'Something went wrong while sending OTP.' Nothing is verified."),
      },
    },
  },
  "/auth/otp-verify": {
    post: {
      tags: ["Accounts"],
      summary: "Check a code (bound to its verification id and phone; 10 minutes; 5 attempts; single use)",
      requestBody: object(["phonenumber", "ver_id", "otp_code"], {
        phonenumber: string("10 digits"),
        ver_id: string("the verification id of otp-send"),
        otp_code: string("6 digits", { pattern: "^\\d{6}$" }),
      }),
      responses: { 200: response("The phone is verified for 15 minutes"), 400: invalid("'Verification failed. Please try again.'"), 429: limited },
    },
  },
  "/api/user/register": {
    post: {
      tags: ["Accounts"],
      summary: "Register a learner. Needs the phone verified through the OTP calls within 15 minutes, unused. A known email answers the same (the owner is mailed a notice).",
      requestBody: object(["name", "email", "phone", "password"], {
        name: string("3-30 letters and spaces"),
        email: string(undefined, { format: "email" }),
        phone: string("the verified 10 digits"),
        password: string("6+ characters with a lowercase, an uppercase, a digit and a symbol; at most 72 bytes"),
      }),
      responses: { 200: response("Registered; the activation link is emailed"), 400: invalid("fields, or 'Please verify phone number'"), 429: limited },
    },
  },
  "/api/user/activateEmail": {
    post: {
      tags: ["Accounts"],
      summary: "Activate the account of an emailed link (24 hours, single use); `msg` repeats `message`",
      requestBody: object(["activation_token"], { activation_token: string() }),
      responses: { 200: response("Activated"), 400: invalid("the link is invalid, used or expired"), 429: limited },
    },
  },
  "/api/user/resendActivation": {
    post: {
      tags: ["Accounts"],
      summary: "Send a new activation link to an account that never activated (the same answer for any email)",
      requestBody: object(["email"], { email: string(undefined, { format: "email" }) }),
      responses: { 200: response("Accepted"), 400: invalid("email"), 429: limited },
    },
  },
  "/api/user/login": {
    post: {
      tags: ["Accounts"],
      summary: "Sign in: sets the session cookie and answers the same token as accessToken (for Authorization: Bearer)",
      requestBody: object(["email", "password"], { email: string(undefined, { format: "email" }), password: string() }),
      responses: {
        200: {
          description: "'Login successfully done!'",
          headers: cookieHeader,
          content: {
            "application/json": {
              schema: { type: "object", properties: { success: { const: true }, message: string(), accessToken: string("signed session token"), data: ref("User") } },
            },
          },
        },
        400: invalid("'Invalid email or password.' (the same for an unknown email)"),
        403: errorResponse("The account is not activated yet (after a correct password), or a cross-site request"),
        429: limited,
      },
    },
  },
  "/api/user/forgetPassword": {
    post: {
      tags: ["Accounts"],
      summary: "Email a reset link (1 hour, single use) to a known account; the same answer for any email",
      requestBody: object(["email"], { email: string(undefined, { format: "email" }) }),
      responses: { 200: response("Accepted"), 400: invalid("email"), 429: limited },
    },
  },
  "/api/user/resetPassword": {
    post: {
      tags: ["Accounts"],
      summary: "Set a new password from a reset link; every session of the account ends",
      requestBody: object(["password", "activation_token"], { password: string("the password rule"), activation_token: string("the token of the reset link") }),
      responses: { 200: response("Reset"), 400: invalid("password, or the link is invalid, used or expired"), 429: limited },
    },
  },
  "/api/user/updateUserPassword": {
    post: {
      tags: ["Accounts"],
      summary: "Change the password (needs the current one); every session of the account ends, this one too",
      security: signedIn,
      requestBody: object(["password", "npassword"], { password: string("the current password"), npassword: string("the new password") }),
      responses: {
        200: response("'Password updated successfully.'"),
        400: invalid("wrong current password, or the new one breaks the rule"),
        401: unauthorized,
        403: crossSite,
        429: limited,
      },
    },
  },
  "/api/user/updateUserDetails": {
    put: {
      tags: ["Accounts"],
      summary: "Change the caller's name and organization (email, role and ids can't be set)",
      security: signedIn,
      requestBody: object(["name"], { name: string("3-30 letters and spaces"), organization: string("optional, at most 100 characters") }),
      responses: { 200: response("The updated user", ref("User")), 400: invalid("name or organization"), 401: unauthorized, 403: crossSite },
    },
  },
  "/api/user/authVerify": {
    get: {
      tags: ["Accounts"],
      summary: "The signed-in user",
      security: signedIn,
      responses: { 200: response("The user", ref("User")), 401: unauthorized },
    },
  },
  "/api/user/logout": {
    post: {
      tags: ["Accounts"],
      summary: "Revoke this session on the server and clear the cookie",
      security: signedIn,
      responses: { 200: response("Signed out"), 401: unauthorized, 403: crossSite },
    },
  },
};

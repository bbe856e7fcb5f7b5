import { z } from "zod";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "../auth/session-cookie";
import { siteConfig } from "../site-config";
import type { RouteContract, RouteHandler } from "../http/contract";

// The OpenAPI 3.1 document, generated from the route contracts (zod 4 writes the JSON Schemas). Nothing here
// restates a field: a schema with `.meta({ id })` becomes a named component, everything else is inlined.

export type Json = Record<string, unknown>;

const componentRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
/** Input-side names are settled at the end: a schema whose input and output forms differ gets an "Input" twin. */
const INPUT_MARK = "~in~";

interface Components {
  output: Record<string, Json>;
  input: Record<string, Json>;
}

/** A zod schema as JSON Schema; its named sub-schemas (`.meta({ id })`) are collected as components. */
function jsonSchema(schema: z.ZodType, io: "input" | "output", components: Components): Json {
  const generated = z.toJSONSchema(schema, { io, target: "draft-2020-12", unrepresentable: "any" }) as Json & { $defs?: Record<string, Json> };
  const { $defs, $schema: _schema, ...rest } = generated;
  const prefix = io === "input" ? INPUT_MARK : "";
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== "object") return value;
    const out: Json = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = key === "$ref" && typeof inner === "string" && inner.startsWith("#/$defs/") ? componentRef(prefix + inner.slice(8)).$ref : rewrite(inner);
    }
    return out;
  };
  for (const [name, def] of Object.entries($defs ?? {})) components[io][name] = rewrite(def) as Json;
  return rewrite(rest) as Json;
}

/** Resolves the input-side names: the output's name when both forms agree, else `<name>Input`. */
function settleComponents(document: Json, components: Components): Json {
  const names = new Map<string, string>();
  for (const [name, def] of Object.entries(components.input)) {
    const same = components.output[name] && JSON.stringify(components.output[name]) === JSON.stringify(def);
    names.set(name, same || !components.output[name] ? name : `${name}Input`);
  }
  const schemas: Record<string, Json> = { ...components.output };
  for (const [name, def] of Object.entries(components.input)) schemas[names.get(name)!] = def;
  (document.components as Json).schemas = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
  const text = JSON.stringify(document).replaceAll(new RegExp(`${INPUT_MARK}([A-Za-z0-9_]+)`, "g"), (_m, name: string) => names.get(name) ?? name);
  return JSON.parse(text) as Json;
}

const errorSchema: Json = {
  type: "object",
  required: ["success", "message"],
  properties: {
    success: { const: false },
    message: { type: "string", description: "The first problem, in the words the forms show" },
    errors: { type: "object", additionalProperties: { type: "string" }, description: "Each invalid field's message (400 only)" },
  },
};

const defaultErrors: Record<number, string> = {
  400: "Invalid input: `message` is the first problem, `errors` maps each field to its message",
  401: "Not signed in, or the session expired or was revoked",
  403: "Signed in but not allowed (or a cross-site write)",
  404: "Unknown id",
  413: "Body too large",
};

function operation(contract: RouteContract, components: Components): Json {
  const parameters: Json[] = [];
  for (const [where, schema] of [
    ["path", contract.params],
    ["query", contract.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, "input", components) as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      const { description, ...rest } = property;
      parameters.push({
        name,
        in: where,
        required: where === "path" || (object.required ?? []).includes(name),
        ...(description ? { description } : {}),
        schema: rest,
      });
    }
  }
  if (contract.idempotent) {
    parameters.push({
      name: "Idempotency-Key",
      in: "header",
      required: false,
      description: "1 to 200 visible characters; a repeat with the same key and request within 24 hours answers the first answer and records nothing",
      schema: { type: "string", maxLength: 200 },
    });
  }

  const status = contract.status ?? 200;
  const responses: Json = {};
  if (contract.produces) {
    responses[status] = { description: contract.summary, content: { [contract.produces]: { schema: { type: "string" } } } };
  } else {
    const properties: Json = { success: { const: true }, message: { type: "string" } };
    if (contract.response) properties.data = jsonSchema(contract.response, "output", components);
    for (const [name, schema] of Object.entries(contract.extra ?? {})) properties[name] = jsonSchema(schema, "output", components);
    responses[status] = {
      description: contract.message ?? contract.summary,
      content: { "application/json": { schema: { type: "object", required: ["success", "message"], properties } } },
    };
  }
  const errors: Record<number, string> = {};
  for (const [code, description] of Object.entries(contract.errors ?? {})) if (description) errors[Number(code)] = description;
  if (contract.body || contract.query) errors[400] ??= defaultErrors[400]!;
  if (contract.body || contract.rawBody) errors[413] ??= defaultErrors[413]!;
  if (contract.access !== "public") errors[401] ??= defaultErrors[401]!;
  if (contract.access === "staff" || contract.access === "trainer" || contract.access === "lead" || contract.refuseCrossSite)
    errors[403] ??= defaultErrors[403]!;
  if (contract.params) errors[404] ??= defaultErrors[404]!;
  if (contract.rateLimit)
    errors[429] ??= `Too many requests from this address (${contract.rateLimit.limit} in ${contract.rateLimit.windowSeconds} s): Retry-After says when to try again`;
  for (const [code, description] of Object.entries(errors)) {
    responses[code] = { description, content: { "application/json": { schema: componentRef("Error") } } };
  }

  let requestBody: Json | undefined;
  if (contract.body) requestBody = { required: true, content: { "application/json": { schema: jsonSchema(contract.body, "input", components) } } };
  else if (contract.rawBody) requestBody = { required: true, content: { [contract.rawBody.contentType]: { schema: { type: "string", format: "binary" } } } };

  return {
    operationId: operationId(contract),
    tags: contract.tags ?? [tagOf(contract.path)],
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    ...(contract.access === "public" ? { security: [] } : { security: [{ bearer: [] }, { cookie: [] }] }),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

const capitalise = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** getApiAdminTrainingsById, postApiUserLogin… */
function operationId(contract: RouteContract): string {
  const words = contract.path
    .split(/[^A-Za-z0-9{}]+/)
    .filter(Boolean)
    .map((w) => (w.startsWith("{") ? `By${capitalise(w.slice(1, -1))}` : w));
  return [contract.method.toLowerCase(), ...words.map(capitalise)].join("");
}

/** The document's groups by the path's area (its first segment after /api), where the area's name is not the group's. */
const areaTags: Record<string, string> = {
  user: "Accounts",
  "otp-send": "Accounts",
  "otp-verify": "Accounts",
  booking: "Learner: bookings",
  calendar: "Learning",
  certificate: "Learning",
  enrollment: "Learning",
  feedback: "Learning",
  category: "Catalogue",
  course: "Catalogue",
  rating: "Catalogue",
  training: "Catalogue",
  contact: "Enquiries",
  org: "Training lead",
  trainer: "Trainer",
  pay: "Payments",
  quote: "Public: quotes",
  waitlist: "Trainings",
};

/** Staff calls' groups by resource where the resource's name is not the group's. */
const staffTags: Record<string, string> = {
  getClientsForUser: "Catalogue",
  "audit-log": "Staff: audit",
  "contact-messages": "Staff: enquiries",
  "credit-notes": "Staff: invoices",
  "discount-codes": "Staff: prices",
  organizations: "Staff: organisations",
  "payment-proofs": "Staff: payments",
};

/**
 * A call's group in the document when its route names none: staff calls by resource ("Staff: trainings"), the
 * others by area ("Accounts" for /api/user/…), anything outside /api under Operations.
 */
export function tagOf(path: string): string {
  const segments = path.split("/").filter(Boolean);
  if (segments[0] !== "api") return "Operations";
  if (segments[1] === "admin") return staffTags[segments[2]!] ?? `Staff: ${segments[2]}`;
  return areaTags[segments[1]!] ?? segments[1]!;
}

export function openApiDocument(appUrl: string, handlers: readonly RouteHandler[]): Json {
  const components: Components = { output: { Error: errorSchema }, input: {} };
  const paths: Record<string, Record<string, Json>> = {};
  for (const { contract } of handlers) {
    (paths[contract.path] ??= {})[contract.method.toLowerCase()] = operation(contract, components);
  }
  const document: Json = {
    openapi: "3.1.0",
    info: {
      title: `${siteConfig.name} API`,
      version: "1.0.0",
      description:
        "Every call of the earlier web client (same paths, fields and envelope), the learner calls and the staff API. " +
        "Answers are `{success, message, data}`; errors add `errors` (field → message) on 400.",
      license: { name: "Proprietary", url: `${appUrl}/terms-conditions` },
    },
    servers: [{ url: appUrl }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "The accessToken of POST /api/user/login (a bare token is accepted too)" },
        cookie: { type: "apiKey", in: "cookie", name: SESSION_COOKIE, description: `The session cookie (\`${SECURE_SESSION_COOKIE}\` over https)` },
      },
    },
  };
  return settleComponents(document, components);
}

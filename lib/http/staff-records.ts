import "server-only";
import { z } from "zod";
import { defineRoute, idParams, type ErrorDocs, type Reply } from "./contract";
import { staffListFields } from "./staff-list";

/**
 * The staff API's record routes (read, create, update, delete one record, or act on it) share one shape: staff only, the
 * record's id in the path, and the acting staff member's id handed to the domain, which audits the change.
 * These declare that shape once; a route still states its own summary, schemas, messages and errors.
 *
 *   export const DELETE = staffRemove("/api/admin/categories/{id}", {
 *     summary: "Delete a category no course uses",
 *     message: "Category deleted.",
 *     errors: { 409: "Courses still use it" },
 *     remove: deleteCategory,
 *   });
 *
 * A file with several routes on one record names the record once (staffRecord): its path, and what its routes share.
 */

type Schema = z.ZodType;

/**
 * TypeScript can't resolve defineRoute's conditional types (the parsed body, the answer) while the schemas
 * are still type parameters; each helper's own signature states them, checked where a route calls it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const bind = <F extends (context: any) => unknown>(handler: F) => handler as never;
type RecordPath = `/api/admin/${string}/{id}`;
type ListPath = `/api/admin/${string}`;
type ActionPath = `/api/admin/${string}/{id}/${string}`;
type Answer<R extends Schema> = Promise<z.input<R> | Reply<z.input<R>>>;

interface Declared {
  summary: string;
  /** The envelope's message; a handler that returns reply() may say another. */
  message?: string;
  errors?: ErrorDocs;
  tags?: string[];
}

/** GET one record. */
export function staffRead<P extends RecordPath, R extends Schema>(path: P, route: Declared & { response: R; read: (id: string) => Answer<R> }) {
  const { read, ...declared } = route;
  return defineRoute(`GET ${path}` as const, { ...declared, access: "staff", params: idParams, handler: bind(({ params }) => read(params.id)) });
}

/** POST a new record (201). */
export function staffCreate<P extends ListPath, B extends Schema, R extends Schema>(
  path: P,
  route: Declared & { body: B; response: R; create: (staffId: string, body: z.output<B>) => Answer<R> },
) {
  const { create, ...declared } = route;
  return defineRoute(`POST ${path}` as const, { ...declared, access: "staff", status: 201, handler: bind(({ user, body }) => create(user._id, body)) });
}

/** PUT the fields sent to one record. */
export function staffUpdate<P extends RecordPath, B extends Schema, R extends Schema>(
  path: P,
  route: Declared & { body: B; response: R; save: (staffId: string, id: string, body: z.output<B>) => Answer<R> },
) {
  const { save, ...declared } = route;
  return defineRoute(`PUT ${path}` as const, {
    ...declared,
    access: "staff",
    params: idParams,
    handler: bind(({ user, params, body }) => save(user._id, params.id, body)),
  });
}

/** POST an action on one record (a payment on a booking, a proof's approval, a trainer's days off). */
export function staffAction<P extends ActionPath, B extends Schema, R extends Schema>(
  path: P,
  route: Declared & {
    body: B;
    response: R;
    status?: 201;
    /** Takes an Idempotency-Key header (money: lib/http/idempotency.ts). */
    idempotent?: boolean;
    act: (staffId: string, id: string, body: z.output<B>) => Answer<R>;
  },
) {
  const { act, ...declared } = route;
  return defineRoute(`POST ${path}` as const, {
    ...declared,
    access: "staff",
    params: idParams,
    handler: bind(({ user, params, body }) => act(user._id, params.id, body)),
  });
}

/** DELETE one record. */
export function staffRemove<P extends RecordPath>(path: P, route: Declared & { remove: (staffId: string, id: string) => Promise<unknown> }) {
  const { remove, ...declared } = route;
  return defineRoute(`DELETE ${path}` as const, {
    ...declared,
    access: "staff",
    params: idParams,
    handler: async ({ user, params }) => {
      await remove(user._id, params.id);
    },
  });
}

/**
 * The routes of one record (read, update, remove) share its path, its noun, its answer (read's and update's), and
 * often their tags and the errors any of them can answer (the record not found): staffRecord states these once. Their
 * messages follow the noun ("Course fetched.", "Course saved.", "Course deleted."); a route that says another states it.
 *
 *   const course = staffRecord("/api/admin/courses/{id}", { noun: "Course", response: staffCourseAnswer });
 *   export const GET = course.read({ summary: "One course as staff see it", read: getStaffCourse });
 */
export function staffRecord<P extends RecordPath, R extends Schema>(path: P, record: { noun: string; response: R; tags?: string[]; errors?: ErrorDocs }) {
  const { noun, response, ...shared } = record;
  const declared = <D extends Declared>(route: D, done: string): D => ({
    message: `${noun} ${done}.`,
    ...shared,
    ...route,
    ...(shared.errors && { errors: { ...shared.errors, ...route.errors } }),
  });
  return {
    read: (route: Declared & { read: (id: string) => Answer<R> }) => staffRead(path, { ...declared(route, "fetched"), response }),
    update: <B extends Schema>(route: Declared & { body: B; save: (staffId: string, id: string, body: z.output<B>) => Answer<R> }) =>
      staffUpdate(path, { ...declared(route, "saved"), response }),
    remove: (route: Declared & { remove: (staffId: string, id: string) => Promise<unknown> }) => staffRemove(path, declared(route, "deleted")),
  };
}

/**
 * A resource's collection: its paged staff list (GET: lib/http/staff-list.ts, an array of the item) and its new
 * records (POST, 201: the item), at one path with often the same tags. Their messages follow the noun ("Courses
 * fetched.", "Course created."; `plural` when it is not the noun and an s); a route that says another states it.
 *
 *   const courses = staffCollection("/api/admin/courses", { noun: "Course", item: staffCourseAnswer });
 *   export const POST = courses.create({ summary: "Create a course", body: courseWire.schema, create: createCourse });
 */
export function staffCollection<P extends ListPath, R extends Schema>(path: P, collection: { noun: string; plural?: string; item: R; tags?: string[] }) {
  const { noun, plural = `${noun}s`, item, ...shared } = collection;
  return {
    list: <Q extends Schema>(
      route: Declared & { query: Q; handler: (context: { query: z.output<Q> }) => Promise<z.input<R>[] | Reply<z.input<R>[]> | Response> },
    ) =>
      defineRoute(`GET ${path}` as const, {
        message: `${plural} fetched.`,
        ...shared,
        ...route,
        access: "staff",
        response: z.array(item),
        extra: staffListFields,
        handler: bind(route.handler),
      }),
    create: <B extends Schema>(route: Declared & { body: B; create: (staffId: string, body: z.output<B>) => Answer<R> }) =>
      staffCreate(path, { message: `${noun} created.`, ...shared, ...route, response: item }),
  };
}

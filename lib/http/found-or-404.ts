import "server-only";
import { notFound } from "next/navigation";
import { ApiError } from "../errors";

/** A page's record: a service's "not found" becomes the 404 page; any other failure stays one. */
export async function foundOr404<T>(lookup: Promise<T>): Promise<T> {
  try {
    return await lookup;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) notFound();
    throw err;
  }
}

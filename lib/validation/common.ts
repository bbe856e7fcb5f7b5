// Field rules several domains share (no server imports: forms use them in the browser).
import { z } from "zod";
import { dateTimeFormat } from "../intl-cache";

/** The names of a closed list whose labels are written once (`{ paid: "Paid", … }`): in their order, for z.enum. */
export const namesOf = <const L extends Record<string, string>>(labels: L) => Object.keys(labels) as [keyof L & string, ...(keyof L & string)[]];

export const timePattern = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
export const datePattern = /^\d{4}-\d{2}-\d{2}$/;

export const isRealDate = (value: string) => {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

export const isTimeZone = (tz: string) => {
  try {
    dateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** An id as the API gives them: letters and digits only. */
export const idField = z
  .string({ message: "An id is required." })
  .trim()
  .regex(/^[a-z0-9]{1,64}$/i, "That is not a valid id.");

export const dateSchema = z.string().regex(datePattern, "Dates must be YYYY-MM-DD.").refine(isRealDate, "Dates must be real calendar dates.");
export const timeSchema = z.string().regex(timePattern, "Times must be HH:MM (24 h).");
export const timeZoneSchema = z.string().trim().refine(isTimeZone, "Time zone must be an IANA name such as Asia/Kolkata.");

export const imageUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v.startsWith("/") || /^https?:\/\//i.test(v), "Image must be an http(s) URL or a path on this site.");

export const meetingLinkSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v), "Meeting link must be an http(s) URL.");

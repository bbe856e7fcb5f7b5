import { randomBytes } from "node:crypto";

/** 24 lowercase hex characters: letters and digits only, so a course slug can end with "-<id>". */
export function newId(): string {
  return randomBytes(12).toString("hex");
}

export const idPattern = /^[a-z0-9]{1,64}$/;

export function isId(value: string): boolean {
  return idPattern.test(value);
}

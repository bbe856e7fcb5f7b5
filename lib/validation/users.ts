// The staff console's search of accounts (no server imports).
import { z } from "zod";
import { keysetQuery, staffPageQuery } from "./paging";

/**
 * Who an account is: everyone who registers is a learner; staff accounts are made from the command line; trainers are
 * invited by staff (billing-and-delivery.md §8). A client's training lead is a learner linked to an organisation.
 */
export const userRoles = ["learner", "staff", "trainer"] as const;
export type UserRole = (typeof userRoles)[number];

/** GET /api/admin/users?q=&role=&page=&pageSize=&all= (learners when no role is given). */
export const userSearchQuery = staffPageQuery.extend({
  ...keysetQuery.shape,
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => v || undefined)
    .describe("part of the name, email, phone or organization"),
  role: z
    .enum([...userRoles, "all"], { message: "Role must be learner, staff, trainer or all." })
    .optional()
    .describe("learner (default), staff, trainer or all"),
});

import { z } from "zod";
import { defineRoute, keysetPageFields, keysetPageOrWhole } from "@/lib/http/contract";
import { staffUserAnswer } from "@/lib/users/answers";
import { pageOfUsers, pageOfUsersAfter, searchUsers } from "@/lib/users/staff";
import { userSearchQuery } from "@/lib/validation/users";

export const GET = defineRoute("GET /api/admin/users", {
  access: "staff",
  summary:
    "Search accounts (learners by default) by name, email, phone or organization; newest first, a page (the first 24 unless paged), or with all=true at most 200 unpaged",
  query: userSearchQuery,
  response: z.array(staffUserAnswer),
  extra: keysetPageFields,
  message: "Users fetched.",
  handler: ({ query: { page, pageSize, all, after, ...filter } }) =>
    keysetPageOrWhole(
      { page, pageSize, all, after },
      () => searchUsers(filter),
      (number, size) => pageOfUsers(filter, number, size),
      (from, size) => pageOfUsersAfter(filter, from, size),
    ),
});

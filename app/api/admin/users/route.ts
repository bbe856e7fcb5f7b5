import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { staffUserAnswer } from "@/lib/users/answers";
import { searchUsers } from "@/lib/users/staff";
import { userSearchQuery } from "@/lib/validation/users";

export const GET = defineRoute("GET /api/admin/users", {
  access: "staff",
  summary: "Search accounts (learners by default) by name, email, phone or organization; newest first, at most 200",
  query: userSearchQuery,
  response: z.array(staffUserAnswer),
  message: "Users fetched.",
  handler: ({ query }) => searchUsers(query),
});

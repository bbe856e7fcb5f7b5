import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { staffCreate } from "@/lib/http/staff-records";
import { organizationAnswer } from "@/lib/organizations/answers";
import { listOrganizations } from "@/lib/organizations/reads";
import { createOrganization } from "@/lib/organizations/writes";
import { organizationBody, organizationQuery } from "@/lib/validation/organizations";

const tags = ["Staff: organisations"];

export const GET = defineRoute("GET /api/admin/organizations", {
  access: "staff",
  summary: "Organisations by name, searched by name, GSTIN or a contact's email",
  tags,
  query: organizationQuery,
  response: z.array(organizationAnswer),
  message: "Organisations fetched.",
  handler: ({ query }) => listOrganizations(query.q),
});

export const POST = staffCreate("/api/admin/organizations", {
  summary: "Add an organisation; each lead contact gets an account (an unknown email an invitation valid 7 days)",
  tags,
  body: organizationBody,
  response: organizationAnswer,
  message: "Organisation created.",
  create: createOrganization,
});

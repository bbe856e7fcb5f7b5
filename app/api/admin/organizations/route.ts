import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { staffListAnswer, staffListFields } from "@/lib/http/staff-list";
import { staffCreate } from "@/lib/http/staff-records";
import { organizationAnswer } from "@/lib/organizations/answers";
import { listOrganizations, pageOfOrganizations } from "@/lib/organizations/reads";
import { createOrganization } from "@/lib/operations/organizations/create-organization";
import { organizationBody, organizationQuery } from "@/lib/validation/organizations";

const tags = ["Staff: organisations"];

export const GET = defineRoute("GET /api/admin/organizations", {
  access: "staff",
  summary:
    "Organisations by name, searched by name, GSTIN or a contact's email: a page of 50 (next/prev cursors), all=true for the whole list (at most 500), format=csv for it as a file",
  tags,
  query: organizationQuery,
  response: z.array(organizationAnswer),
  extra: staffListFields,
  message: "Organisations fetched.",
  handler: ({ query: { q, ...paging } }) =>
    staffListAnswer(paging, {
      whole: () => listOrganizations(q),
      page: (request) => pageOfOrganizations(q, request),
      csv: {
        filename: "organisations.csv",
        header: ["Name", "GSTIN", "State", "Country", "Address", "Contacts", "Leads"],
        row: (o) => [
          o.name,
          o.gstin ?? "",
          o.stateCode ?? "",
          o.country,
          o.billingAddress,
          o.contacts.map((c) => c.email).join("; "),
          o.contacts
            .filter((c) => c.isLead)
            .map((c) => c.name)
            .join("; "),
        ],
      },
    }),
});

export const POST = staffCreate("/api/admin/organizations", {
  summary: "Add an organisation; each lead contact gets an account (an unknown email an invitation valid 7 days)",
  tags,
  body: organizationBody,
  response: organizationAnswer,
  message: "Organisation created.",
  create: createOrganization,
});

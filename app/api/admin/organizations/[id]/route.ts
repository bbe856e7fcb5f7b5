import { staffRecord } from "@/lib/http/staff-records";
import { organizationAnswer } from "@/lib/organizations/answers";
import { getOrganization } from "@/lib/organizations/reads";
import { updateOrganization } from "@/lib/operations/organizations/update-organization";
import { organizationBody } from "@/lib/validation/organizations";

const organization = staffRecord("/api/admin/organizations/{id}", {
  noun: "Organisation",
  response: organizationAnswer,
  errors: { 404: "No such organisation" },
});

export const GET = organization.read({ summary: "One organisation with its contacts", read: getOrganization });

export const PUT = organization.update({
  summary: "Save the whole organisation (its contacts replaced); a new lead contact gets an account",
  body: organizationBody,
  save: updateOrganization,
});

import { staffRead, staffUpdate } from "@/lib/http/staff-records";
import { organizationAnswer } from "@/lib/organizations/answers";
import { getOrganization } from "@/lib/organizations/reads";
import { updateOrganization } from "@/lib/organizations/writes";
import { organizationBody } from "@/lib/validation/organizations";

const path = "/api/admin/organizations/{id}";
const tags = ["Staff: organisations"];

export const GET = staffRead(path, {
  summary: "One organisation with its contacts",
  tags,
  response: organizationAnswer,
  message: "Organisation fetched.",
  errors: { 404: "No such organisation" },
  read: getOrganization,
});

export const PUT = staffUpdate(path, {
  summary: "Save the whole organisation (its contacts replaced); a new lead contact gets an account",
  tags,
  body: organizationBody,
  response: organizationAnswer,
  message: "Organisation saved.",
  errors: { 404: "No such organisation" },
  save: updateOrganization,
});

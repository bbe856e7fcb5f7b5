import { requireStaff } from "@/lib/auth/session";
import { getEnquiry, updateEnquiry } from "@/lib/enquiries/admin";
import { ok } from "@/lib/http/envelope";
import { apiRoute, readJson } from "@/lib/http/route";
import { enquiryUpdateSchema } from "@/lib/validation/admin";

// GET /api/admin/contact-messages/{id} – one enquiry
export const GET = apiRoute<{ id: string }>(async (request, { params }) => {
  await requireStaff(request);
  return ok(await getEnquiry(params.id), "Enquiry fetched.");
});

// PUT /api/admin/contact-messages/{id} – set its status (new, contacted, closed) and/or the staff note
export const PUT = apiRoute<{ id: string }>(async (request, { params }) => {
  const { user } = await requireStaff(request);
  const body = await readJson(request, enquiryUpdateSchema);
  return ok(await updateEnquiry(user._id, params.id, body), "Enquiry saved.");
});

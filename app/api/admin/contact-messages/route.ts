import { queryOf } from "@/lib/admin/http";
import { requireStaff } from "@/lib/auth/session";
import { listEnquiries } from "@/lib/enquiries/admin";
import { ok, validationError } from "@/lib/http/envelope";
import { apiRoute } from "@/lib/http/route";
import { enquiryQuerySchema } from "@/lib/validation/admin";

// GET /api/admin/contact-messages?status=&type=&course=&q= – the enquiries inbox, newest first
export const GET = apiRoute(async (request) => {
  await requireStaff(request);
  const query = enquiryQuerySchema.safeParse(queryOf(request));
  if (!query.success) throw validationError(query.error);
  return ok(await listEnquiries(query.data), "Enquiries fetched.");
});

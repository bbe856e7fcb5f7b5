import { ok } from "@/lib/http/envelope";
import { clientIp } from "@/lib/http/client-ip";
import { enforce } from "@/lib/http/rate-limit";
import { apiRoute, readJson } from "@/lib/http/route";
import { createEnquiry, enquiryRateLimit } from "@/lib/enquiries/service";
import { contactMessageSchema, contactMessages } from "@/lib/validation/contact";

// POST /api/contact/postContactMessage – store an enquiry (before answering) and queue the notice to the inbox
export const POST = apiRoute(async (request) => {
  await enforce(enquiryRateLimit, clientIp(request));
  const body = await readJson(request, contactMessageSchema);
  const enquiry = await createEnquiry(body);
  return ok({ _id: enquiry._id }, contactMessages.thankYou, { status: 200 });
});

import { queryOf } from "@/lib/admin/http";
import { requireStaff } from "@/lib/auth/session";
import { enquiriesToCsv, listEnquiries } from "@/lib/enquiries/admin";
import { validationError } from "@/lib/http/envelope";
import { apiRoute } from "@/lib/http/route";
import { enquiryQuerySchema } from "@/lib/validation/admin";

// GET /api/admin/contact-messages/export?status=&type=&course=&q= – the filtered inbox as a CSV download
export const GET = apiRoute(async (request) => {
  await requireStaff(request);
  const query = enquiryQuerySchema.safeParse(queryOf(request));
  if (!query.success) throw validationError(query.error);
  const csv = enquiriesToCsv(await listEnquiries(query.data));
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="enquiries-${stamp}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
});

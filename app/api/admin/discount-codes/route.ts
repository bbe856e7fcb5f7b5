import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { staffCreate } from "@/lib/http/staff-records";
import { discountCodeAnswer } from "@/lib/pricing/answers";
import { createDiscountCode, listDiscountCodes } from "@/lib/pricing/codes";
import { discountCodeBody } from "@/lib/validation/pricing";

const tags = ["Staff: prices"];

export const GET = defineRoute("GET /api/admin/discount-codes", {
  access: "staff",
  summary: "Discount codes, running ones first, each with its uses",
  tags,
  response: z.array(discountCodeAnswer),
  message: "Discount codes fetched.",
  handler: () => listDiscountCodes(),
});

export const POST = staffCreate("/api/admin/discount-codes", {
  summary: "Create a discount code: a percent or an amount off, with an optional last day, cap on uses and trainings",
  tags,
  body: discountCodeBody,
  response: discountCodeAnswer,
  message: "Discount code created.",
  errors: { 409: "A code with that name exists (in any case)" },
  create: createDiscountCode,
});

import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { staffListAnswer, staffListFields } from "@/lib/http/staff-list";
import { staffCreate } from "@/lib/http/staff-records";
import { discountCodeAnswer } from "@/lib/pricing/answers";
import { listDiscountCodes, pageOfDiscountCodes } from "@/lib/pricing/codes";
import { createDiscountCode } from "@/lib/operations/discount-codes/create-discount-code";
import { fromMinorUnits } from "@/lib/validation/currencies";
import { discountCodeBody, discountCodeListQuery } from "@/lib/validation/pricing";

const tags = ["Staff: prices"];

export const GET = defineRoute("GET /api/admin/discount-codes", {
  access: "staff",
  summary:
    "Discount codes, each with its uses: a page of 50, newest first (next/prev cursors); all=true for the whole list, running ones first (at most 1,000); format=csv for it as a file",
  tags,
  query: discountCodeListQuery,
  response: z.array(discountCodeAnswer),
  extra: staffListFields,
  message: "Discount codes fetched.",
  handler: ({ query: { state, ...paging } }) =>
    staffListAnswer(paging, {
      whole: async () => (await listDiscountCodes()).filter((c) => (state === "running" ? !c.endedAt : state === "ended" ? c.endedAt : true)),
      page: (request) => pageOfDiscountCodes(state, request),
      csv: {
        filename: "discount-codes.csv",
        header: ["Code", "Percent off", "Currency", "Amount off", "Last day", "Uses", "Cap", "Trainings", "Created", "Ended"],
        row: (c) => [
          c.code,
          c.percentOff ?? "",
          c.currency,
          c.amountOffMinor === null ? "" : fromMinorUnits(c.amountOffMinor, c.currency),
          c.validUntil ?? "",
          c.uses,
          c.maxUses ?? "",
          c.trainingIds.join("; "),
          c.createdAt.toISOString(),
          c.endedAt?.toISOString() ?? "",
        ],
      },
    }),
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

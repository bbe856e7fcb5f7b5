import { createElement } from "react";
import { WaitlistConfirmNotice, waitlistConfirmHeadings, type WaitlistConfirmState } from "@/components/site/mailed-link-notices";
import { isWaitlistConfirmToken } from "@/lib/batches/waitlist";
import { confirmWaitlistEntry } from "@/lib/operations/waitlist/confirm-waitlist-entry";
import { defineRoute } from "@/lib/http/contract";
import { mailedLinkContract } from "@/lib/http/mailed-link";
import { htmlAnswer } from "@/app/html-answer";

const answer = (status: number, state: WaitlistConfirmState) =>
  htmlAnswer(status, waitlistConfirmHeadings[state.kind], createElement(WaitlistConfirmNotice, { state }));

const common = mailedLinkContract(["Trainings"], "A forged or malformed token, or a removed entry");

/** The link in confirmation mails sent before the /waitlist/confirm page: its button confirms (a scanner's GET changes nothing). */
export const GET = defineRoute("GET /api/waitlist/confirm", {
  ...common,
  summary: "The waitlist confirmation link: a page with a Confirm button (nothing changes on GET)",
  handler: async ({ query }) =>
    isWaitlistConfirmToken(query.token)
      ? answer(200, { kind: "ask", action: `/api/waitlist/confirm?token=${encodeURIComponent(query.token)}` })
      : answer(400, { kind: "invalid" }),
});

/** The old page's button: confirms the entry, so that it counts when a seat frees. */
export const POST = defineRoute("POST /api/waitlist/confirm", {
  ...common,
  summary: "Confirm a waitlist entry's address (the button of the confirmation page)",
  handler: async ({ query }) => ((await confirmWaitlistEntry(query.token)) ? answer(200, { kind: "done" }) : answer(400, { kind: "invalid" })),
});

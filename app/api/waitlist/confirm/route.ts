import { confirmWaitlistEntry, isWaitlistConfirmToken } from "@/lib/batches/waitlist";
import { defineRoute } from "@/lib/http/contract";
import { htmlPage, mailedLinkContract } from "@/lib/http/html-page";
import { waitlistMessages } from "@/lib/validation/contact-rules";

const invalid = () =>
  htmlPage({
    status: 400,
    heading: "This link does not work",
    text: waitlistMessages.confirmInvalid,
    link: { href: "/training-courses", label: "Training courses" },
  });

const common = mailedLinkContract(["Trainings"], "A forged or malformed token, or a removed entry");

/** The link in the confirmation mail: shows a page whose button confirms (a scanner's GET changes nothing). */
export const GET = defineRoute("GET /api/waitlist/confirm", {
  ...common,
  summary: "The waitlist confirmation link: a page with a Confirm button (nothing changes on GET)",
  handler: async ({ query }) =>
    isWaitlistConfirmToken(query.token)
      ? htmlPage({
          status: 200,
          heading: "Confirm your place on the waitlist",
          text: "Press Confirm and we will email you as soon as a seat is free in this batch.",
          form: { action: `/api/waitlist/confirm?token=${encodeURIComponent(query.token)}`, button: "Confirm" },
        })
      : invalid(),
});

/** The page's button: confirms the entry, so that it counts when a seat frees. */
export const POST = defineRoute("POST /api/waitlist/confirm", {
  ...common,
  summary: "Confirm a waitlist entry's address (the button of the confirmation page)",
  handler: async ({ query }) =>
    (await confirmWaitlistEntry(query.token))
      ? htmlPage({
          status: 200,
          heading: "You are on the waitlist",
          text: waitlistMessages.joined,
          link: { href: "/training-courses", label: "Training courses" },
        })
      : invalid(),
});

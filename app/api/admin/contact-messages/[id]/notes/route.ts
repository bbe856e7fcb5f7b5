import { enquiryTimelineEntryAnswer } from "@/lib/enquiries/answers";
import { addEnquiryNote } from "@/lib/operations/enquiries/add-enquiry-note";
import { defineRoute } from "@/lib/http/contract";
import { enquiryNoteBody } from "@/lib/validation/enquiries";

export const POST = defineRoute("POST /api/admin/contact-messages/{id}/notes", {
  access: "staff",
  summary: "Append a note to an enquiry's timeline (audited); answers the new entry",
  body: enquiryNoteBody,
  response: enquiryTimelineEntryAnswer,
  status: 201,
  message: "Note added.",
  errors: { 404: "Enquiry not found." },
  handler: ({ user, params, body }) => addEnquiryNote(user._id, params.id, body.text),
});

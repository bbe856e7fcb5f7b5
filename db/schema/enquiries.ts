import { check, index, pgTable, text } from "drizzle-orm/pg-core";
import { enquiryStatuses, trainingTypes } from "../../lib/validation/enquiries";
import { createdAt, idColumn, oneOf, updatedAt } from "./_columns";

/** Enquiries sent from the contact forms; stored before the visitor is thanked. */
export const enquiries = pgTable(
  "contact_messages",
  {
    id: idColumn(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    trainingType: text("training_type", { enum: trainingTypes }).notNull(),
    message: text("message").notNull(),
    course: text("course"),
    status: text("status", { enum: enquiryStatuses }).notNull().default("new"),
    staffNote: text("staff_note").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("contact_messages_status_created_idx").on(t.status, t.createdAt),
    index("contact_messages_created_idx").on(t.createdAt),
    check("contact_messages_type_check", oneOf(t.trainingType, trainingTypes)),
    check("contact_messages_status_check", oneOf(t.status, enquiryStatuses)),
  ],
);

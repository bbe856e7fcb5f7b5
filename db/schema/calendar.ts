import { pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./_columns";
import { users } from "./accounts";

/**
 * A learner's private calendar feed. Only a random key is stored; the URL's token is the key plus an HMAC
 * of it under the session secret, so the database alone can't produce a working feed URL. Revoking deletes the row.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  key: text("key").notNull().unique(),
  createdAt: createdAt(),
});

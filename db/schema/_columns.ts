import { text, timestamp } from "drizzle-orm/pg-core";
import { newId } from "../../lib/ids";

/** Primary key: 24 lowercase hex characters, like the earlier product's ids (letters and digits only, never a hyphen). */
export const idColumn = () => text("id").primaryKey().$defaultFn(newId);

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

import { customType, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./_columns";

/** Bytes as PostgreSQL's bytea (a Buffer on both engines). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Images staff upload (at most 2 MB each). In the database, not on a disk: every instance serves every upload, and
 * a backup holds them.
 */
export const uploads = pgTable("uploads", {
  name: text("name").primaryKey(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  size: integer("size").notNull(),
  createdAt: createdAt(),
});

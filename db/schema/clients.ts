import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, idColumn } from "./_columns";

export const clients = pgTable(
  "clients",
  {
    id: idColumn(),
    name: text("name").notNull(),
    imageUrl: text("image_url").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("clients_position_idx").on(t.position)],
);
export type Client = typeof clients.$inferSelect;

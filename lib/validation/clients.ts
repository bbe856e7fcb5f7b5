// A client logo's fields and messages, once: the console's form and the staff API use them (no server imports).
import { z } from "zod";
import { imageUrlSchema } from "./common";
import { wire } from "./wire";

const LOGO_REQUIRED = "A logo is required: upload one or give its URL.";

export const clientFields = z.object({
  name: z.string({ message: "Client name is required." }).trim().min(1, "Client name is required.").max(100, "Client name must be at most 100 characters."),
  imageUrl: z.string({ message: LOGO_REQUIRED }).trim().min(1, LOGO_REQUIRED).pipe(imageUrlSchema),
  /** Lowest first; an empty order puts a new logo last. */
  position: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce.number({ message: "Order must be a number." }).int("Order must be a whole number.").min(0, "Order must be 0 or more.").max(10_000).optional(),
  ),
});
export type ClientFields = z.output<typeof clientFields>;

const names = { name: "clientName", imageUrl: "clientImage" } as const;

/** POST /api/admin/clients {clientName, clientImage, position?} */
export const clientWire = wire(clientFields, names);
/** PUT /api/admin/clients/{id}: any of the fields. */
export const clientPatchWire = wire(clientFields.partial(), names);

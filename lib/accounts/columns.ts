import "server-only";
import { users } from "../../db/schema";

/** A learner as lists, rosters and mails name them: the account's id (as `userId`), name and address. */
export const learnerColumns = { userId: users.id, name: users.name, email: users.email };

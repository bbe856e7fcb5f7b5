import { belongsTo } from "./_columns";
import { users } from "./accounts";
import { trainings } from "./trainings";

// The columns that tie a row to a training and to a learner, declared once (the tables of attendance, corrections,
// absence mails, feedback requests, enrolments and the waitlist each had their own copy). Apart from _columns.ts:
// these import the tables they reference, which themselves import _columns.ts.

/** The training a row belongs to: the row goes with it. */
export const trainingColumn = () => belongsTo("training_id", () => trainings.id);

/** The learner a row is about: the row goes with the account. */
export const learnerColumn = () => belongsTo("user_id", () => users.id);

import { staffRecord } from "@/lib/http/staff-records";
import { trainerAnswer } from "@/lib/trainers/answers";
import { getTrainer } from "@/lib/trainers/reads";
import { removeTrainerRole, saveTrainer } from "@/lib/operations/trainers/change-trainer-access";
import { trainerUpdateBody } from "@/lib/validation/trainers";

const trainer = staffRecord("/api/admin/trainers/{id}", {
  noun: "Trainer",
  response: trainerAnswer,
  errors: { 404: "No such trainer" },
});

export const GET = trainer.read({ summary: "One trainer", read: getTrainer });

export const PUT = trainer.update({
  summary:
    "Change the fields sent (name, phone, skills, zone, hourly rate, active). active: false takes the trainer's access at once (the trainer API and pages answer 403) and turns their calendar feed off; active: true gives it back (and the trainer role, when it was removed)",
  body: trainerUpdateBody,
  save: saveTrainer,
});

export const DELETE = trainer.remove({
  summary:
    "Remove the trainer role: the account is a learner again, the profile stays inactive for the batches it taught, the calendar feed is turned off; audited",
  message: "Trainer role removed.",
  remove: removeTrainerRole,
});

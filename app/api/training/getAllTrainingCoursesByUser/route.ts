import { wholeListRoute } from "@/lib/http/whole-list-route";
import { trainingAnswer, wholeTrainingList } from "@/lib/trainings/answers";
import { pageOfPublicTrainings } from "@/lib/trainings/reads";

export const GET = wholeListRoute(wholeTrainingList, {
  summary: "Every training with its course, soonest first, or a page of them (never a meeting link)",
  item: trainingAnswer,
  message: "Trainings fetched successfully.",
  page: (page, pageSize) => pageOfPublicTrainings(page, pageSize),
});

import "server-only";
import { joinTraining as domainJoinTraining } from "../../attendance/join";

/** GET /join/{trainingId}: the learner's first join of the session running now is recorded (lib/attendance). */
export const joinTraining: typeof domainJoinTraining = (...args) => domainJoinTraining(...args);

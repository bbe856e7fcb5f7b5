import "server-only";
import { z } from "zod";
import { staffEnrolmentAnswer } from "../enrolments/answers";
import type { StaffEnrolment } from "../enrolments/types";
import { answer, instant } from "../http/answer-schema";
import { userRoles } from "../validation/users";
import type { StaffUser } from "./types";

// The API's names for accounts as staff see them (api.md §4), here and only here.

const staffUser = {
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  organization: z.string(),
  role: z.enum(userRoles),
  isActivated: z.boolean(),
  createdAt: instant,
  enrolmentCount: z.number().int(),
};
const staffUserOf = ({ id, createdAt, ...u }: StaffUser) => ({ _id: id, ...u, createdAt: createdAt.toISOString() });

export const staffUserAnswer = answer(z.object(staffUser).meta({ id: "StaffUser" }), staffUserOf);

export const staffUserDetailAnswer = answer(
  z.object({ ...staffUser, enrollments: z.array(staffEnrolmentAnswer) }).meta({ id: "StaffUserDetail" }),
  (u: StaffUser & { enrolments: StaffEnrolment[] }) => {
    const { enrolments, ...user } = u;
    return { ...staffUserOf(user), enrollments: enrolments };
  },
);

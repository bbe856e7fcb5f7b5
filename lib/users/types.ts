import type { UserRole } from "../validation/users";

/** An account as staff see it: never its password hash. */
export interface StaffUser {
  id: string;
  name: string;
  email: string;
  phone: string;
  organization: string;
  role: UserRole;
  isActivated: boolean;
  createdAt: Date;
  enrolmentCount: number;
}

export interface StaffUserFilter {
  /** Part of the name, email, phone or organization. */
  q?: string;
  /** Learners when absent. */
  role?: UserRole | "all";
  id?: string;
  limit?: number;
}

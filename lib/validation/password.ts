import { z } from "zod";

import { PASSWORD_STRENGTH_MESSAGE, PASSWORD_TOO_COMMON_MESSAGE, PASSWORD_TOO_LONG_MESSAGE } from "./password-rules";

export { PASSWORD_STRENGTH_MESSAGE, PASSWORD_TOO_COMMON_MESSAGE, PASSWORD_TOO_LONG_MESSAGE };

// Passwords that meet the spec's character rule yet top every breach list (NIST SP 800-63B §5.1.1.2).
const COMMON_PASSWORDS = new Set(
  [
    "Password1!",
    "Password@1",
    "Password@123",
    "Password123!",
    "P@ssw0rd",
    "P@ssword1",
    "P@ssw0rd1",
    "P@ssw0rd123",
    "Passw0rd!",
    "Welcome1!",
    "Welcome@1",
    "Welcome@123",
    "Admin@123",
    "Admin123!",
    "Abc@123",
    "Abcd@123",
    "Abcd@1234",
    "Qwerty@123",
    "Qwerty1!",
    "Test@123",
    "Test@1234",
    "India@123",
    "Pass@123",
    "Pass@1234",
    "Hello@123",
    "Summer2024!",
    "Winter2024!",
    "Aa@12345",
    "Aa123456!",
    "Zaq1@wsx",
    "1qaz@WSX",
    "Changeme1!",
    "Letmein1!",
    "Iloveyou1!",
  ].map((p) => p.toLowerCase()),
);

/**
 * The spec's rule (6+ characters with a lowercase, an uppercase, a digit and a symbol), plus what
 * security.md adds: at most 72 bytes (bcrypt ignores the rest) and none of the most common passwords.
 */
export const passwordSchema = z
  .string({ message: PASSWORD_STRENGTH_MESSAGE })
  .min(6, PASSWORD_STRENGTH_MESSAGE)
  .regex(/[a-z]/, PASSWORD_STRENGTH_MESSAGE)
  .regex(/[A-Z]/, PASSWORD_STRENGTH_MESSAGE)
  .regex(/[0-9]/, PASSWORD_STRENGTH_MESSAGE)
  .regex(/[^A-Za-z0-9]/, PASSWORD_STRENGTH_MESSAGE)
  .refine((p) => new TextEncoder().encode(p).length <= 72, PASSWORD_TOO_LONG_MESSAGE)
  .refine((p) => !COMMON_PASSWORDS.has(p.toLowerCase()), PASSWORD_TOO_COMMON_MESSAGE);

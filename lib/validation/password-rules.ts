// The password rule's words, without zod, for the browser's forms (the schema is lib/validation/password.ts).
export const PASSWORD_STRENGTH_MESSAGE = "Use strong password: 1 number, 1 uppercase, 1 lowercase, 1 special character";
export const PASSWORD_TOO_LONG_MESSAGE = "Password must be at most 72 bytes long.";
export const PASSWORD_TOO_COMMON_MESSAGE = "This password is too common. Please choose another one.";

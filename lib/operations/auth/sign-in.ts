import "server-only";
import { login } from "../../accounts/service";

/** POST /api/user/login: the password checked within the login limits and a new session made (lib/accounts, lib/auth). */
export const signIn: typeof login = (...args) => login(...args);

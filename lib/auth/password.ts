import "server-only";
import bcrypt from "bcryptjs";

export const BCRYPT_COST = 12;

/** bcrypt, cost 12; the async API yields to the event loop between rounds. */
export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

// A real hash of a random string: comparing against it costs what a real check costs.
const DUMMY_HASH = "$2b$12$11qxVgCVnyoBot8LycIss.vOZTCttE3ozWg3ggY2sFoC3UiWtj5Ia";

/** Compares a password with a stored hash; with no hash it still spends the same time, then says no. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return Boolean(hash) && matches;
}

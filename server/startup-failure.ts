import { DatabaseLockedError } from "../db";
import { EnvError } from "../lib/env";
import { log } from "../lib/log";

/**
 * How `npm start` and `npm run worker` end when they can't start: a configuration or a locked data folder is
 * said in plain words on the terminal too; anything else is logged with its stack. Exits 1.
 */
export function exitOnStartupFailure(what: string): (err: unknown) => never {
  return (err) => {
    if (err instanceof EnvError || err instanceof DatabaseLockedError) {
      log.error(err.message);
      process.stderr.write(`\n${err.message}\n\n`);
    } else {
      log.error(`${what} failed to start`, { err });
    }
    process.exit(1);
  };
}

// npm run db:migrate – apply pending migrations to the configured database.
import { openForCli, runCli } from "./support/cli";

runCli(async () => {
  const handle = await openForCli();
  console.log(`Migrations applied (${handle.engine}).`);
});

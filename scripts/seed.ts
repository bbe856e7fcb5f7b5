// npm run db:seed – load the demo catalogue; safe to run again (nothing is duplicated).
import { seedDemoContent } from "./seed/index";
import { openForCli, runCli } from "./support/cli";

runCli(async () => {
  await openForCli();
  const report = await seedDemoContent();
  for (const [what, counts] of Object.entries(report)) {
    console.log(
      `${what.padEnd(11)} ${Object.entries(counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")}`,
    );
  }
});

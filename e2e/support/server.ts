// The end-to-end server: mail and SMS sinks, a staff account on a fresh database, then `npm start` itself.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { appPort, e2eStaff, sinkPort, smtpPort } from "./env";
import { startSinks } from "./sinks";

const root = path.resolve(import.meta.dirname, "../..");
const node = [process.execPath, "--import", "tsx", "--import", "./scripts/support/register.mjs"];

const stopSinks = await startSinks(smtpPort, sinkPort);
const env = {
  ...process.env,
  PORT: String(appPort),
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  SMS_PROVIDER: "webhook",
  SMS_WEBHOOK_URL: `http://127.0.0.1:${sinkPort}/sms`,
};

// Runs before the server opens the embedded database: only one process may hold it.
const staff = spawnSync(node[0]!, [...node.slice(1), "scripts/staff-create.ts", "--email", e2eStaff.email, "--name", e2eStaff.name], {
  cwd: root,
  env: { ...env, STAFF_PASSWORD: e2eStaff.password },
  stdio: "inherit",
});
if (staff.status !== 0) process.exit(staff.status ?? 1);
// An organisation with its training lead and a booking (e2e/people/lead.spec.ts).
const people = spawnSync(node[0]!, [...node.slice(1), "e2e/support/seed-people.ts"], { cwd: root, env, stdio: "inherit" });
if (people.status !== 0) process.exit(people.status ?? 1);

const app = spawn(node[0]!, [...node.slice(1), "server/main.ts"], { cwd: root, env, stdio: "inherit" });
const stop = () => app.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
app.on("exit", async (code) => {
  await stopSinks();
  process.exit(code ?? 0);
});

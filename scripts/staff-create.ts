// npm run staff:create -- --email <e> --name <n>
// Creates an activated staff account (or promotes the learner with that email). The password comes from
// STAFF_PASSWORD or is asked for on the terminal. With the embedded database, stop the server first.
import { parseArgs } from "node:util";
import { ZodError } from "zod";
import { createOrPromoteStaff } from "../lib/accounts/staff";
import { CliError, openForCli, runCli } from "./support/cli";

function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    if (!stdin.isTTY) return reject(new CliError("Set STAFF_PASSWORD, or run this in a terminal to type the password."));
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let value = "";
    const onData = (char: string) => {
      if (char === "\r" || char === "\n") {
        stdin.setRawMode(false);
        stdin.pause();
        stdin.off("data", onData);
        process.stdout.write("\n");
        resolve(value);
      } else if (char === "\u0003") {
        process.exit(130);
      } else if (char === "\u007f") {
        value = value.slice(0, -1);
      } else {
        value += char;
      }
    };
    stdin.on("data", onData);
  });
}

runCli(async () => {
  const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" } } });
  if (!values.email || !values.name) throw new CliError("Usage: npm run staff:create -- --email <email> --name <name>");
  const password = process.env.STAFF_PASSWORD || (await askHidden("Password for the staff account: "));
  await openForCli();
  try {
    const { created } = await createOrPromoteStaff({ email: values.email, name: values.name, password });
    console.log(created ? `Staff account created for ${values.email}.` : `${values.email} is now a staff account.`);
  } catch (err) {
    if (err instanceof ZodError) throw new CliError(err.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"));
    throw err;
  }
});

// The rule that keeps app/ writing through lib/operations (eslint-rules/writes-through-operations.mjs), run on
// planted sources: each of its three clauses reports, and the allowed forms pass.
import path from "node:path";
import { ESLint, Linter } from "eslint";
import tsParser from "@typescript-eslint/parser";
import { describe, expect, it } from "vitest";
import plugin from "../../eslint-rules/writes-through-operations.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const linter = new Linter({ cwd: root });
const config: Linter.Config[] = [
  {
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: { parser: tsParser },
    plugins: { local: plugin },
    rules: { "local/writes-through-operations": "error" as const },
  },
];

function lint(filename: string, code: string) {
  return linter.verify(code, config, { filename: path.join(root, filename) }).map((m) => m.message);
}

const route = "app/api/things/[id]/route.ts";

describe("writes through operations", () => {
  it.each([
    ['import { getDb } from "@/db";', "@/db"],
    ['import { users } from "@/db/schema";', "@/db/schema"],
    ['import type { User } from "@/db/schema";', "@/db/schema"],
    ['import { getDb } from "../../../../db";', "../../../../db"],
    ['import { eq } from "drizzle-orm";', "drizzle-orm"],
    ['import { pgTable } from "drizzle-orm/pg-core";', "drizzle-orm/pg-core"],
    ['export { getDb } from "@/db";', "@/db"],
    ['const db = await import("@/db");', "@/db"],
  ])("reports the database imported by a route: %s", (code, source) => {
    expect(lint(route, code)).toEqual([`app/ never imports the database (${source}): read through lib/<domain> and write through lib/operations.`]);
  });

  it("reports the database imported by a page", () => {
    expect(lint("app/admin/things/page.tsx", 'import { getDb } from "@/db";\nexport default function Page() { return null; }')).toHaveLength(1);
  });

  it.each([
    "await db.transaction(async (tx) => tx);",
    "await (await getDb()).transaction((tx) => tx);",
    'await db["transaction"]((tx) => tx);',
    "await db?.transaction((tx) => tx);",
  ])("reports a transaction opened in app/: %s", (code) => {
    expect(lint(route, `declare const db: any; declare const getDb: any;\n${code}`)).toEqual([
      "app/ never opens a transaction: the operation in lib/operations opens it.",
    ]);
  });

  it.each([
    ['import { recordPayment } from "@/lib/invoices/payments";', "recordPayment", "@/lib/invoices/payments"],
    ['import { createClient as make } from "@/lib/clients/writes";', "createClient", "@/lib/clients/writes"],
    ['import { loginWithPassword } from "@/lib/auth/login";', "loginWithPassword", "@/lib/auth/login"],
    ['import { sendOtp } from "../../../../lib/accounts/otp";', "sendOtp", "../../../../lib/accounts/otp"],
    ['import { signIn } from "next-auth";', "signIn", "next-auth"],
    ['export { approveProof } from "@/lib/collection/proofs";', "approveProof", "@/lib/collection/proofs"],
  ])("reports a write imported from outside the operations: %s", (code, name, source) => {
    expect(lint(route, code)).toEqual([`'${name}' is a write imported from ${source}: call it through an operation in lib/operations.`]);
  });

  it("reports a write imported by a page or a server action", () => {
    expect(lint("app/(site)/things/page.tsx", 'import { joinWaitlist } from "@/lib/batches/waitlist";')).toHaveLength(1);
    expect(lint("app/(site)/things/actions.ts", '"use server";\nimport { confirmWaitlistEntry } from "@/lib/batches/waitlist";')).toHaveLength(1);
  });

  it("is on for app/ in the project's config, and leaves lib/ to the other floors", async () => {
    const eslint = new ESLint({ cwd: root });
    const code = 'import "server-only";\nimport { getDb } from "@/db";\nexport const db = getDb;\n';
    const ruleIds = async (filePath: string) => (await eslint.lintText(code, { filePath: path.join(root, filePath) }))[0]!.messages.map((m) => m.ruleId);
    expect(await ruleIds("app/api/things/route.ts")).toContain("local/writes-through-operations");
    expect(await ruleIds("lib/things/reads.ts")).not.toContain("local/writes-through-operations");
  }, 60_000);

  it.each([
    'import { recordPayment } from "@/lib/operations/bookings/record-payment";',
    'import { acceptQuote } from "../../../lib/operations/quotes/accept-quote";',
    'import { createApiHandler } from "@/lib/http/handler";',
    'import { createClientSchema, registerBodySchema } from "@/lib/validation/clients";',
    'import { createdAtLabel } from "@/lib/format/dates";',
    'import { signInPath } from "@/lib/routes";',
    'import { signInPath } from "@/lib/routes.generated";',
    'import { SubmitButton } from "@/components/ui/submit-button";',
    'import { revalidatePath, redirect } from "next/cache";',
    'import { cookies } from "next/headers";',
    'import { startTransition, useActionState } from "react";',
    'import { createPortal } from "react-dom";',
    'import { uploadAnswer } from "@/lib/bank/answers";',
    'import { addDays } from "@/lib/schedule/schedule";',
    'import { acceptUrlOf } from "@/lib/quotes/token";',
    'import { submitAction } from "./actions";',
    'import type { recordPayment } from "@/lib/invoices/payments";',
    'import { type recordPayment, findBooking } from "@/lib/sales/reads";',
    'import { listClients, getClient } from "@/lib/clients/reads";',
    'import { requireStaff } from "@/lib/auth/guards";',
    'import { joinState } from "@/lib/attendance/join";',
    'import { addMaterialRoute } from "@/lib/materials/routes";',
  ])("allows %s", (code) => {
    expect(lint(route, code)).toEqual([]);
  });

  it.each(["app/readyz/route.ts", "app/healthz/route.ts", "app/healthz/deep/route.ts"])("lets the health check %s read the database", (file) => {
    expect(lint(file, 'import { getDb } from "@/db";\nimport { sql } from "drizzle-orm";')).toEqual([]);
  });
});

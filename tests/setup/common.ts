import { afterEach, beforeEach, vi } from "vitest";

// Configuration every test process shares; a test may override and call resetEnvForTests().
(process.env as Record<string, string>).NODE_ENV = "test";
process.env.SESSION_SECRET ??= "test-session-secret-that-is-long-enough-0123456789";
process.env.LOG_LEVEL ??= "error";
process.env.APP_URL ??= "http://localhost:3000";
process.env.SMS_PROVIDER ??= "console";
delete process.env.DATABASE_URL;

// A stray console.error is a bug the test did not expect: fail the test.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error");
});
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((c: unknown[]) => c.map(String).join(" ")).join("\n")}`);
});

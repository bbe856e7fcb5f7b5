import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/env";

describe("configuration (api.md §5)", () => {
  it("has the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      APP_URL: "http://localhost:3000",
      DATA_DIR: path.resolve("./data"),
      MAIL_FROM: "no-reply@localhost",
      SMS_PROVIDER: "console",
      DEFAULT_DIAL_CODE: "+91",
      DEFAULT_TIME_ZONE: "Asia/Kolkata",
      DEMO_CONTENT: true,
      RATE_LIMIT_SCALE: 1,
      TRUST_PROXY: 0,
      LOG_LEVEL: "info",
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("reads COMPANY_LUT_FY as a financial year such as 2026-27", () => {
    expect(parseEnv({ COMPANY_LUT_FY: "2026-27" }).COMPANY_LUT_FY).toBe("2026-27");
    expect(parseEnv({}).COMPANY_LUT_FY).toBeUndefined();
  });

  it("derives APP_URL from PORT and trims a trailing slash", () => {
    expect(parseEnv({ PORT: "8080" }).APP_URL).toBe("http://localhost:8080");
    expect(parseEnv({ APP_URL: "https://learn.example.com/" }).APP_URL).toBe("https://learn.example.com");
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ DATABASE_URL: "postgres://localhost/db" }, "SESSION_SECRET"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ SMS_PROVIDER: "pigeon" }, "SMS_PROVIDER"],
    [{ SMS_PROVIDER: "webhook" }, "SMS_WEBHOOK_URL"],
    [{ SMS_PROVIDER: "twilio" }, "TWILIO_ACCOUNT_SID"],
    [{ DEFAULT_TIME_ZONE: "Mars/Olympus" }, "DEFAULT_TIME_ZONE"],
    [{ DEFAULT_DIAL_CODE: "91" }, "DEFAULT_DIAL_CODE"],
    [{ DEMO_CONTENT: "yes" }, "DEMO_CONTENT"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ COMPANY_LUT_FY: "2026-28" }, "COMPANY_LUT_FY"],
    [{ COMPANY_LUT_FY: "26-27" }, "COMPANY_LUT_FY"],
  ])("refuses %o naming %s", (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(name));
  });
});

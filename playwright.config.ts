import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { appPort as port } from "./e2e/support/env";

// One production server on a fresh embedded database, built from the current sources, with its mail
// and SMS caught by local sinks (e2e/support/server.ts).
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `tp-e2e-${process.pid}`);
process.env.E2E_DATA_DIR = dataDir;

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node --import tsx --import ./scripts/support/register.mjs e2e/support/server.ts",
    url: `${baseURL}/readyz`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      DEMO_CONTENT: "1",
      // GST-registered in Karnataka (billing-and-delivery.md §4): invoices carry CGST and SGST or IGST.
      COMPANY_GSTIN: "29AAACS1234F1ZO",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next",
      SKIP_BUILD_TYPECHECK: process.env.SKIP_BUILD_TYPECHECK ?? "",
      // The pay page's bank block and UPI QR code (e2e/admin/pay-journey.spec.ts).
      COMPANY_BANK_NAME: "HDFC Bank, Koramangala",
      COMPANY_BANK_ACCOUNT: "50200012345678",
      COMPANY_BANK_IFSC: "HDFC0000053",
      COMPANY_UPI_ID: "stackwise@hdfcbank",
    },
  },
});

import { defineConfig } from "@playwright/test";

// E2E runs against a production build on its own port and data folder, never the developer's.
// Set E2E_BASE_URL to point the tests at an already running server instead (e.g. `npm run dev`).
const port = Number(process.env.E2E_PORT ?? 3100);
const externalBaseUrl = process.env.E2E_BASE_URL;
export const e2eDataDir = process.env.E2E_DATA_DIR ?? ".data-e2e";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: externalBaseUrl
    ? undefined
    : {
        command: `node scripts/e2e-server.mjs`,
        url: `http://127.0.0.1:${port}/signin`,
        timeout: 900_000,
        reuseExistingServer: false,
        stdout: "pipe",
        stderr: "pipe",
        env: {
          PORT: String(port),
          DATA_DIR: e2eDataDir,
          APP_URL: `http://127.0.0.1:${port}`,
          // Slow enough that a new event is still visibly pending when the list first shows it.
          WORKER_POLL_MS: "2000",
          // The accounts spec serves a test site with an icon on this loopback port.
          // 4611/4612: the fake Slack and webhook endpoints of report-deliveries.spec.ts.
          TEST_ALLOW_LOOPBACK_FETCH: "127.0.0.1:4599,127.0.0.1:4611,127.0.0.1:4612",
          // Delivery retries after 1 s instead of 30 s (README "Slack and webhook delivery").
          REPORT_DELIVERY_BACKOFF_SCALE: "0.02",
          NEXT_TELEMETRY_DISABLED: "1",
          // Each test creates its own data; a daily run at start-up would mail reports and queue discoveries under it.
          SCHEDULER_ENABLED: "false",
          // delivery-preferences.spec.ts calls the report cron with fixed clocks (E2E_FIXED_CLOCK, honoured only
          // with the cron secret). The default delivery hour is one its clocks never reach, so users without
          // preferences (the demo and other specs' users) are never picked by those runs.
          CRON_SECRET: "e2e-cron-secret-0123456789abcdef",
          E2E_FIXED_CLOCK: "true",
          DAILY_REPORT_HOUR: "3",
          // The auth specs read confirmation and reset links from the local outbox.
          OUTBOX_READABLE: "true",
          // Every spec signs in and requests mail from 127.0.0.1: the per-address auth limits (tested in
          // tests/integration/security-regressions.test.ts) would otherwise stop the suite.
          AUTH_SIGNIN_MAX_PER_IP: "10000",
          AUTH_MAIL_MAX_PER_IP: "10000",
        },
      },
});

import { expect, type APIRequestContext } from "@playwright/test";

/** playwright.config.ts gives the e2e server this CRON_SECRET. */
const CRON_SECRET = "e2e-cron-secret-0123456789abcdef";

/** Runs the hourly daily-report cron as if it were `iso` (the e2e server alone honours `now`). */
export async function cronAt(request: APIRequestContext, iso: string) {
  const response = await request.get(`/api/cron/daily-reports?now=${iso}`, { headers: { authorization: `Bearer ${CRON_SECRET}` } });
  expect(response.status()).toBe(200);
}

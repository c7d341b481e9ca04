import { expect, test } from "@playwright/test";

test.describe("Reports and email", () => {
  test("email_report without a session answers 'Not authenticated'", async ({ request }) => {
    const response = await request.post("/api/email-report", { data: { report_id: "00000000-0000-4000-8000-000000000000" } });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ error: "Not authenticated" });
  });
});

import { describe, expect, it } from "vitest";
import { renderDailyReport } from "@/lib/reports/render-report-email";
import EventPreviewEmail from "../event-preview";

const textOf = (html: string) => html.replace(/<!--.*?-->/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const event = { ...EventPreviewEmail.PreviewProps.event, id: "00000000-0000-4000-8000-000000000001", title: "An event", accountName: "Helio Grid" };

describe("the daily report's Heating up section", () => {
  it("comes first, naming each hot account and the signals that made it", async () => {
    const heatingUp = [{ accountId: "a", accountName: "Marlow Freight", score: 1.5, summary: "Score 1.5 from 2 signals in the last 21 days, 2 strong.", lines: ["Funding (weight 90, strong), 3 days ago: Marlow raises $80M"] }];
    const { html, text } = await renderDailyReport({ appUrl: "https://app.test", firstName: "Ana", events: [event], heatingUp });
    const visible = textOf(html);
    expect(visible).toContain("Heating up");
    expect(visible.indexOf("Heating up")).toBeLessThan(visible.indexOf("An event"));
    expect(visible).toContain("Marlow Freight");
    expect(visible).toContain("• Funding (weight 90, strong), 3 days ago: Marlow raises $80M");
    expect(text).toContain("Heating up");
  });

  it("is left out when nothing is heating up", async () => {
    const { html } = await renderDailyReport({ appUrl: "https://app.test", firstName: "Ana", events: [event] });
    expect(textOf(html)).not.toContain("Heating up");
  });
});

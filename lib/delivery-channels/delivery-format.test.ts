import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import type { DeliveryContent, DeliveryEvent } from "./delivery-content";
import { buildSlackMessage } from "./slack-message";
import { buildWebhookPayload, webhookPayloadSchema } from "./webhook-payload";
import { generateWebhookSecret, secretHint, signWebhook } from "./webhook-signing";

const APP = "https://app.trayo.test";
const event = (n: number, extra: Partial<DeliveryEvent> = {}): DeliveryEvent => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  title: `Event ${n}`,
  accountName: `Account ${n}`,
  eventDate: "2026-11-26",
  signal: "funding_round",
  tldr: `TL;DR ${n}`,
  whyItMatters: `Why ${n} matters`,
  suggestedAction: "Reach out",
  articleUrl: `https://news.example/${n}`,
  publication: "Example News",
  ...extra,
});
const report = (events: DeliveryEvent[]): DeliveryContent => ({ kind: "report", reportId: "11111111-1111-4111-8111-111111111111", reportName: "Ana 11/26", events });

describe("Slack Block Kit message", () => {
  it("shows the top five events with their signal, why it matters and links back", () => {
    const message = buildSlackMessage(report(Array.from({ length: 7 }, (_, i) => event(i + 1))), APP);
    expect(message.text).toContain("7 new events");
    expect(message.blocks[0]).toEqual({ type: "header", text: { type: "plain_text", text: "Your Trayo daily report" } });
    const sections = message.blocks.filter((b) => b.type === "section").slice(1);
    expect(sections).toHaveLength(5);
    const first = sections[0] as { text: { type: string; text: string } };
    expect(first.text.type).toBe("mrkdwn");
    expect(first.text.text).toContain(`*<${APP}/user/events/00000000-0000-4000-8000-000000000001|Event 1>*`);
    expect(first.text.text).toContain("Signal: *Funding round*");
    expect(first.text.text).toContain("*Why it matters:* Why 1 matters");
    expect(JSON.stringify(message.blocks)).toContain("<https://news.example/1|Read the article>");
    expect(JSON.stringify(message.blocks)).not.toContain("Event 6");
    expect(message.blocks.at(-1)).toMatchObject({ type: "actions", elements: [{ type: "button", url: `${APP}/reports` }] });
    expect(message.blocks.length).toBeLessThanOrEqual(50);
  });

  it("escapes Slack's control characters and keeps within the section limit", () => {
    const message = buildSlackMessage(report([event(1, { title: "A <b> & c", whyItMatters: "x".repeat(5000) })]), APP);
    const text = JSON.stringify(message.blocks);
    expect(text).toContain("A &lt;b&gt; &amp; c");
    for (const block of message.blocks) if (block.type === "section") expect(block.text.text.length).toBeLessThanOrEqual(3000);
  });
});

describe("webhook payload and signature", () => {
  it("carries every event in the documented schema", () => {
    const payload = buildWebhookPayload(report(Array.from({ length: 7 }, (_, i) => event(i + 1))), APP, new Date("2026-11-26T07:00:00Z"));
    expect(webhookPayloadSchema.parse(payload)).toEqual(payload);
    expect(payload).toMatchObject({ type: "daily_report.sent", version: 1, timestamp: "2026-11-26T07:00:00.000Z", data: { event_count: 7 } });
    expect(payload.data.events).toHaveLength(7);
    expect(payload.data.events[0]).toMatchObject({ signal: "funding_round", signal_label: "Funding round", why_it_matters: "Why 1 matters", app_url: `${APP}/user/events/${event(1).id}` });
  });

  it("signs id.timestamp.body so that the standardwebhooks reference verifies it, and a changed body fails", () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(secretHint(secret)).toBe(`…${secret.slice(-4)}`);
    const body = JSON.stringify({ type: "test" });
    const headers = signWebhook(secret, "msg_1", new Date(), body);
    expect(Object.keys(headers).sort()).toEqual(["webhook-id", "webhook-signature", "webhook-timestamp"]);
    expect(headers["webhook-signature"]).toMatch(/^v1,/);
    expect(new Webhook(secret).verify(body, headers)).toEqual({ type: "test" });
    expect(headers["webhook-signature"]).toBe(new Webhook(secret).sign("msg_1", new Date(Number(headers["webhook-timestamp"]) * 1000), body));
    expect(() => new Webhook(secret).verify(body.replace("test", "tost"), headers)).toThrow();
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow();
  });
});

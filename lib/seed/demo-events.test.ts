import { describe, expect, it } from "vitest";
import { DEFAULT_MESSAGE_OPTIONS } from "@/lib/providers/llm/compose/compose-types";
import { unsupportedSentences } from "@/lib/providers/llm/grounding";
import { OfflineLlm } from "@/lib/providers/llm/offline/offline-llm";
import { demoArticleHtml, demoPreparedArticle } from "@/lib/providers/news-corpus/demo/list-demo-articles";
import { demoEvents, offeringFor, resolveDemoEvents, seededArticleUrls } from "./demo-events";

describe("demo events", () => {
  const now = new Date("2027-03-10T12:00:00Z");
  const resolved = resolveDemoEvents(now);

  it("point at stories the demo news site serves, except the one whose page is missing", () => {
    const missing = seededArticleUrls.filter((url) => demoArticleHtml(url) === null);
    expect(missing).toEqual(["https://news.demo.trayo.local/freight-weekly/ferrovia-ceo-interview-2027-outlook"]);
    const event = resolved.find((e) => e.url === missing[0])!;
    expect(event.status).toBe("failed");
    expect(event.statusReason).toMatch(/404/);
  });

  it("have contextualised data exactly when completed", () => {
    for (const e of resolved) {
      expect(Boolean(e.data.event_summary), e.def.key).toBe(e.status === "completed");
      expect(e.people.length > 0, e.def.key).toBe(e.status === "completed");
    }
  });

  it("summarise a completed story only with sentences of its own article, as processing does", () => {
    const completed = resolved.filter((e) => e.status === "completed" && demoPreparedArticle(e.url));
    expect(completed.length).toBeGreaterThan(10);
    for (const e of completed) {
      expect(unsupportedSentences(e.data.event_summary!, demoPreparedArticle(e.url)!.text), e.def.key).toEqual([]);
    }
  });

  it("give the composer only claims the event's sources support, so a demo draft cites instead of flagging", async () => {
    const llm = new OfflineLlm();
    const completed = resolved.filter((e) => e.status === "completed");
    const flagged: string[] = [];
    for (const e of completed) {
      const { evidence } = await llm.composeMessage({
        event: {
          title: e.title,
          date: e.eventDate,
          url: e.url,
          publication: e.publication,
          summary: e.summary,
          event_summary: e.data.event_summary ?? null,
          tldr: e.data.tldr ?? null,
          why_it_matters: e.data.why_it_matters ?? null,
          suggested_action: e.data.suggested_action ?? null,
          offerings: (e.data.offerings ?? []).map((o) => ({ name: o.name, offering: o.offering })),
        },
        account: { name: e.def.accountKey, full_name: null },
        recipient: null,
        seller: { company_name: "Northwind Analytics", solutions: null, solutions_brief: null, sender_name: "Uma User" },
        options: { ...DEFAULT_MESSAGE_OPTIONS, language: "en" },
      });
      flagged.push(...evidence.claims.filter((c) => !c.supported).map((c) => `${e.def.key}: ${c.claim}`));
    }
    expect(flagged).toEqual([]);
  });

  it("stay in the recent past whenever the seed runs, and never in the future", () => {
    const today = now.toISOString().slice(0, 10);
    const dated = resolved.filter((e) => e.eventDate);
    expect(dated.every((e) => e.eventDate! <= today)).toBe(true);
    expect(dated.filter((e) => now.getTime() - Date.parse(e.eventDate!) <= 60 * 86_400_000).length).toBeGreaterThan(dated.length * 0.8);
    expect(resolved.every((e) => e.insertedAt <= now && e.updatedAt <= now && e.updatedAt >= e.insertedAt)).toBe(true);
  });

  it("leave the title of an event the user pasted in blank until it is processed", () => {
    const manualInFlight = resolved.filter((e) => e.source === "manual" && e.status !== "completed");
    expect(manualInFlight.length).toBeGreaterThan(0);
    expect(manualInFlight.every((e) => e.title === null && e.summary === null)).toBe(true);
  });

  it("use unique keys and article URLs", () => {
    expect(new Set(demoEvents.map((e) => e.key)).size).toBe(demoEvents.length);
    expect(new Set(seededArticleUrls).size).toBe(seededArticleUrls.length);
  });

  it("take offering links from the seller's own solutions", () => {
    expect(offeringFor("bluepeak", "Cloud Posture Guard", "x")).toEqual({ name: "Cloud Posture Guard", link: "https://bluepeak.example/cloud-posture", offering: "x" });
    expect(() => offeringFor("bluepeak", "Revenue Forecasting Cloud", "x")).toThrow(/no solution/);
  });
});

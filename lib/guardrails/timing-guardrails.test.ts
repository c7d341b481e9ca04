import { describe, expect, it } from "vitest";
import { composeOffline } from "@/lib/providers/llm/compose/compose-offline";
import { messageFormats, messageLanguages, messageObjectives, messageTones, type ComposeInput } from "@/lib/providers/llm/compose/compose-types";
import { phrasesByLanguage } from "@/lib/providers/llm/compose/phrases";
import { HANDLE_WITH_CARE, timingGuardrailFor, type CareReason } from "./timing-guardrails";

// Real-shaped headlines and leads, one or more per rule, and the good news of the same types that must not carry one.
const CASES: { reason: CareReason | null; signalType: string; text: string }[] = [
  { reason: "layoffs", signalType: "layoffs", text: "Larkspur will close 14 mall stores and cut about 600 jobs." },
  { reason: "legal", signalType: "legal", text: "Larkspur faces class-action lawsuit over pricing data." },
  { reason: "breach", signalType: "other", text: "Helio Grid says hackers stole customer data in a ransomware attack." },
  { reason: "breach", signalType: "legal", text: "Regulator fines Nimbus Health after a data breach exposed 2 million records." },
  { reason: "missed_earnings", signalType: "earnings", text: "Quantia Bio misses analysts' estimates as quarterly loss widens." },
  { reason: "missed_earnings", signalType: "earnings", text: "Larkspur cuts its full-year guidance after holiday sales fell short." },
  { reason: "forced_departure", signalType: "leadership_change", text: "Chief executive Dana Holt was ousted by the board after a string of losses." },
  { reason: "forced_departure", signalType: "leadership_change", text: "CFO steps down amid an accounting investigation." },
  { reason: "bankruptcy", signalType: "other", text: "Bolt Freight files for Chapter 11 bankruptcy protection." },
  { reason: "bankruptcy", signalType: "funding", text: "Rescue financing keeps the insolvent retailer open while it seeks a buyer." },
  { reason: null, signalType: "earnings", text: "Larkspur Retail beats third-quarter forecasts as online sales jump 31%." },
  { reason: null, signalType: "leadership_change", text: "Northwind appoints Elena Varga as chief operating officer." },
  { reason: null, signalType: "funding", text: "Helio Grid lands $120M to triple battery output." },
  { reason: null, signalType: "other", text: "A near miss at the plant prompted a new safety drill." },
];

describe("timing guardrails", () => {
  it("flags each kind of bad news and none of the good news of the same types", () => {
    for (const c of CASES) {
      const guardrail = timingGuardrailFor({ signalType: c.signalType, texts: [c.text] });
      expect(guardrail?.reason ?? null, c.text).toBe(c.reason);
      if (guardrail) expect(guardrail.label).toBe(HANDLE_WITH_CARE);
    }
  });

  const event: ComposeInput["event"] = {
    title: "Larkspur Retail to close 14 stores and cut 600 jobs",
    date: "2026-11-18",
    url: "https://news.example/larkspur",
    publication: "Commerce Journal",
    summary: "Larkspur Retail Group will close 14 underperforming mall stores and cut about 600 jobs.",
    event_summary: "Larkspur Retail Group will close 14 underperforming mall stores and cut about 600 jobs.",
    tldr: "Larkspur will close 14 mall stores and cut about 600 jobs.",
    why_it_matters: "Redeployment needs a headcount plan.",
    suggested_action: "Offer a redeployment planning template.",
    offerings: [{ name: "Workforce Planning Suite", offering: "Model the redeployment." }],
  };
  const base = {
    event,
    account: { name: "Larkspur", full_name: null },
    recipient: { full_name: "Grace Whitfield", title: "Chief Executive Officer" },
    seller: { company_name: "Northwind Analytics", solutions: null, solutions_brief: null, sender_name: "Uma User" },
  };

  it("makes every draft empathetic and pitch-free, for every kind, language, objective, channel and tone", () => {
    for (const c of CASES.filter((x) => x.reason)) {
      const guardrail = timingGuardrailFor({ signalType: c.signalType, texts: [c.text] });
      for (const { code } of messageLanguages) {
        const p = phrasesByLanguage[code];
        for (const objective of messageObjectives)
          for (const format of messageFormats)
            for (const tone of messageTones) {
              const label = `${c.reason}/${code}/${objective}/${format}/${tone}`;
              const options = { length: "balanced", format, tone, objective, relationship: "prospect", language: code } as const;
              const { message } = composeOffline({ ...base, options, guardrail });
              expect(message, label).toContain(p.care.acknowledge);
              expect(message, label).toContain(p.care.offer);
              expect(message, label).not.toContain("Workforce Planning Suite");
              expect(message, label).not.toContain(p.relevance("Northwind Analytics", "Workforce Planning Suite"));
              expect(message, label).not.toContain(p.cta[objective]);
              expect(message, label).not.toContain(p.close.urgent);
              expect(message, label).not.toContain(p.close.confident);
              // The facts are still the article's own words.
              expect(message, label).toContain("Larkspur will close 14 mall stores and cut about 600 jobs");
            }
      }
    }
  });

  it("leaves drafts for good news as they were", () => {
    const { message } = composeOffline({ ...base, options: { length: "balanced", format: "email", tone: "friendly", objective: "schedule_meeting", relationship: "prospect", language: "en" }, guardrail: null });
    expect(message).toContain("Workforce Planning Suite");
    expect(message).toContain(phrasesByLanguage.en.cta.schedule_meeting);
  });
});

import { describe, expect, it } from "vitest";
import { composeOffline } from "./compose-offline";
import {
  messageFormats,
  messageLanguages,
  messageLengths,
  messageObjectives,
  messageTones,
  relationships,
  variationStyles,
  type ComposeInput,
  type MessageOptions,
} from "./compose-types";

const event: ComposeInput["event"] = {
  title: "Northwind Logistics raises $40 million to expand cold-chain fleet",
  date: "2026-11-18",
  url: "https://news.example/northwind",
  publication: "Freight Weekly",
  summary: "Northwind Logistics raised $40 million in a Series C round led by Harbor Ventures.",
  event_summary:
    "Northwind Logistics raised $40 million in a Series C round led by Harbor Ventures. The company will add 300 refrigerated trucks in 2027. Chief Financial Officer Marcus Ode said planning is the priority.",
  tldr: "Northwind Logistics raised $40 million to add 300 refrigerated trucks.",
  why_it_matters: "Fleet growth strains planning.",
  suggested_action: "Reach out to Marcus Ode.",
  offerings: [{ name: "Forecast Studio", offering: "Demand planning." }],
};

const base: Omit<ComposeInput, "options"> = {
  event,
  account: { name: "Northwind", full_name: "Northwind Logistics Inc." },
  recipient: { full_name: "Marcus Ode", title: "Chief Financial Officer" },
  seller: { company_name: "Acme Analytics", solutions: null, solutions_brief: null, sender_name: "Uma User" },
};

const defaults: MessageOptions = { length: "balanced", format: "email", tone: "friendly", objective: "build_trust", relationship: "prospect", language: "en" };
const compose = (options: Partial<MessageOptions>) => composeOffline({ ...base, options: { ...defaults, ...options } });

describe("offline composer", () => {
  it("writes non-empty text quoting the event's own facts for every channel × length × language", () => {
    for (const format of messageFormats)
      for (const length of messageLengths)
        for (const { code } of messageLanguages) {
          const { message, evidence } = compose({ format, length, language: code });
          expect(message.trim().length, `${format}/${length}/${code}`).toBeGreaterThan(40);
          // The quoted fact is the event's tldr, word for word, whatever the language of the rest.
          expect(message).toContain("Northwind Logistics raised $40 million to add 300 refrigerated trucks");
          expect(evidence.claims.length).toBeGreaterThan(0);
          if (format === "email") expect(message.split("\n")[0]).toMatch(/^Subject: \S/);
          if (format === "phone_call") expect(message).toMatch(/^1\. /);
        }
  });

  it("translates the fixed phrases and keeps the source facts in their language", () => {
    expect(compose({ language: "fr" }).message).toContain("J'ai vu l'actualité récente de Northwind");
    expect(compose({ language: "ja" }).message).toContain("「Northwind Logistics raised $40 million");
    expect(compose({ language: "de" }).message).not.toContain("I saw the recent news");
  });

  it("gives a different message for every tone, objective, relationship and variation style", () => {
    const variants = [
      ...messageTones.map((tone) => compose({ tone })),
      ...messageObjectives.map((objective) => compose({ objective })),
      ...relationships.map((relationship) => compose({ relationship })),
      ...variationStyles.map((variation_style) => compose({ variation_style })),
    ].map((m) => m.message);
    expect(new Set(variants.slice(0, 4)).size).toBe(4);
    expect(new Set(variants.slice(4, 8)).size).toBe(4);
    expect(new Set(variants.slice(8, 10)).size).toBe(2);
    expect(new Set(variants.slice(10)).size).toBe(3);
    expect(compose({ relationship: "prospect" }).message).toContain("I'm Uma User from Acme Analytics.");
  });

  it("is deterministic and longer when detailed", () => {
    expect(compose({}).message).toBe(compose({}).message);
    expect(compose({ length: "detailed" }).message.length).toBeGreaterThan(compose({ length: "concise" }).message.length);
  });

  it("ties supported facts to their source sentence and flags a figure the sources do not state", () => {
    const ok = compose({ length: "detailed" }).evidence;
    expect(ok.claims.every((c) => c.supported)).toBe(true);
    expect(ok.sources[ok.claims[0].sourceId! - 1].text).toContain("$40 million");

    const crafted = composeOffline({
      ...base,
      event: { ...event, tldr: "Northwind Logistics raised $80 million to add 300 refrigerated trucks." },
      options: { ...defaults, length: "detailed" },
    }).evidence;
    const flagged = crafted.claims.filter((c) => !c.supported);
    expect(flagged).toHaveLength(1);
    expect(flagged[0].claim).toContain("$80 million");
  });
});

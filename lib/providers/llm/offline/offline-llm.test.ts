import { describe, expect, it } from "vitest";
import { getDemoArticle, listDemoArticles } from "@/lib/providers/news-corpus/demo/list-demo-articles";
import { demoAccounts, demoCompanies } from "@/lib/seed/demo-workspace";
import { contextualizedEventSchema } from "../llm-provider";
import { OfflineLlm } from "./offline-llm";
import { parseSolutions } from "./solutions";

const llm = new OfflineLlm();

function inputFor(slug: string) {
  const article = getDemoArticle(slug)!;
  const account = demoAccounts.find((a) => a.key === article.accountKey)!;
  const company = demoCompanies.find((c) => c.key === account.companyKey)!;
  return {
    article,
    input: {
      article: { url: `https://news.demo.trayo.local/${slug}`, title: article.title, text: article.paragraphs.join("\n\n"), publication: article.outlet.name },
      account: { name: account.name, full_name: account.fullName, url: account.url },
      company: { name: company.name, solutions: company.solutions, solutions_brief: company.solutionsBrief },
    },
    company,
  };
}

describe("OfflineLlm on the demo news corpus", () => {
  // Decoys (passing mentions, namesakes) are about no demo account: discovery drops them before processing.
  const slugs = listDemoArticles().filter((a) => !a.decoy).map((a) => a.slug);

  it.each(slugs)("%s: every field filled, grounded in the article and the seller's solutions", async (slug) => {
    const { article, input, company } = inputFor(slug);
    const result = contextualizedEventSchema.parse(await llm.contextualizeEvent(input));
    for (const field of ["event_summary", "tldr", "why_it_matters", "suggested_action", "publication"] as const) {
      expect(result[field].trim().length, field).toBeGreaterThan(10);
    }
    expect(result.publication).toBe(article.outlet.name);
    expect(result.signal_type).toBe(article.signalType);
    expect(result.offerings.length).toBeGreaterThanOrEqual(1);
    expect(result.offerings.length).toBeLessThanOrEqual(2);
    const solutions = parseSolutions(company.solutions);
    for (const offering of result.offerings) {
      expect(solutions).toContainEqual(expect.objectContaining({ name: offering.name, link: offering.link }));
      expect(offering.offering.length).toBeGreaterThan(20);
    }
    expect(result.stakeholders.length).toBeGreaterThan(0);
    for (const person of result.stakeholders) {
      expect(input.article.text).toContain(person.full_name);
      expect(person.reasoning).toContain(person.full_name);
    }
    // The summary is extractive: its first sentence is a sentence of the article.
    expect(input.article.text).toContain(result.event_summary.split(/(?<=[.!?])\s/)[0]);
  });

  it("names only the account's people: not a board member's former employer role, not a retiring predecessor", async () => {
    const { input } = inputFor("metro-business-journal/helio-grid-names-former-utility-executive-to-board");
    const names = (await llm.contextualizeEvent(input)).stakeholders.map((s) => s.full_name);
    expect(names).toEqual(expect.arrayContaining(["Elena Varga", "Priya Raman"]));
    expect(names).not.toContain("Robert Ainsley");
    const cobalt = inputFor("metro-business-journal/cobalt-ridge-names-new-chief-risk-officer");
    expect((await llm.contextualizeEvent(cobalt.input)).stakeholders.map((s) => s.full_name)).not.toContain("Paul Decker");
  });

  it("matches the offering the story calls for and suggests contacting the fitting person", async () => {
    const merger = await llm.contextualizeEvent(inputFor("freight-weekly/ferrovia-logistics-to-buy-nordfrakt").input);
    expect(merger.offerings[0].name).toBe("Data Integration Hub");
    expect(merger.suggested_action).toContain("Rafael Moreno");
    const breach = await llm.contextualizeEvent(inputFor("media-business-daily/arcadia-media-hit-by-ransomware-faces-lawsuit").input);
    expect(breach.offerings.map((o) => o.name)).toContain("Incident Response Retainer");
    const funding = await llm.contextualizeEvent(inputFor("venture-ledger/helio-grid-raises-120-million-series-c").input);
    expect(funding.offerings[0].name).toBe("Revenue Forecasting Cloud");
    expect(funding.suggested_action).toContain("Marcus Ode (Chief Financial Officer)");
  });

  it("addresses the incoming chief executive, never the one leaving, and says what ties each person to the account", async () => {
    const result = await llm.contextualizeEvent({
      article: {
        url: "https://news.example/acme-ceo",
        title: "Acme Industries names Jane Roe chief executive",
        text: [
          "Acme Industries named a new chief executive on Monday, ending a six-month search.",
          "John Doe, Acme’s chief executive since 2012, will step down at the end of June after a decade of growth.",
          "Jane Roe was named chief executive and takes over on July 1. Doe will stay on as an adviser.",
          "“Jane knows our customers better than anyone,” said chairman Tom Hale.",
        ].join("\n\n"),
      },
      account: { name: "Acme", full_name: "Acme Industries" },
      company: { name: "Seller Inc", solutions: null, solutions_brief: "Planning software for new leadership teams." },
    });
    expect(result.signal_type).toBe("leadership_change");
    expect(result.suggested_action).toContain("Jane Roe");
    expect(result.suggested_action).not.toContain("John Doe");
    expect(result.stakeholders).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ full_name: "Jane Roe", role_change: "incoming", tie_to_account: expect.stringContaining("Jane Roe") }),
        expect.objectContaining({ full_name: "John Doe", role_change: "departing", tie_to_account: "John Doe, Acme’s chief executive" }),
      ]),
    );
  });

  it("is deterministic", async () => {
    const { input } = inputFor("commerce-journal/larkspur-retail-third-quarter-results");
    expect(await llm.contextualizeEvent(input)).toEqual(await llm.contextualizeEvent(input));
  });

  it("works for a seller without parsable solutions and an article naming nobody", async () => {
    const result = await llm.contextualizeEvent({
      article: {
        url: "https://news.example/acme",
        title: "Acme opens a new distribution center in Ohio",
        text: "Acme Corp opened a new distribution center in Columbus, Ohio, on Monday. The 400,000-square-foot site will employ 300 people. The company said it would open two more sites next year as demand grows across the Midwest.",
      },
      account: { name: "Acme" },
      company: { name: "Seller Inc", solutions: null, solutions_brief: "Route planning software for growing distributors." },
    });
    expect(result.signal_type).toBe("expansion");
    expect(result.offerings).toEqual([expect.objectContaining({ name: "Seller Inc", offering: expect.stringContaining("Route planning") })]);
    expect(result.stakeholders).toEqual([]);
    expect(result.suggested_action).toContain("the leadership team at Acme");
    expect(result.publication).toBe("news.example");
  });
});

import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OfflineLlm } from "@/lib/providers/llm/offline/offline-llm";
import { decodeBody } from "@/lib/providers/fetch/safe-fetch";
import { extractArticle, type ExtractedArticle } from "./extract-article";

// Full-size pages written for these tests in the shape news sites are saved by a browser: mega-menus,
// consent banners, analytics and ad scripts, JSON-LD, paywall and newsletter boxes, rails, comments, footers.
const bytesOf = (name: string) => new Uint8Array(fs.readFileSync(path.join(__dirname, "__fixtures__", name)));
const pageText = (name: string) => decodeBody(bytesOf(name), "text/html");

type Page = {
  file: string;
  url: string;
  title: string;
  publication: string;
  publishedAt: string;
  byline: string;
  excerpt: string;
  account: string;
  /** Paragraphs of the story, in the order the page tells it. */
  paragraphs: string[];
  /** Text of the page that is not the story. */
  boilerplate: string[];
  stakeholders: string[];
};

const pages: Page[] = [
  {
    file: "meridian-courier-acquisition.html",
    url: "https://www.meridiancourier.example/business/2026/03/09/calloway-foods-brightwater-dairy-deal/",
    title: "Calloway Foods agrees to buy Brightwater Dairy in $640 million deal",
    publication: "The Meridian Courier",
    publishedAt: "2026-03-09T11:00:00.000Z",
    byline: "Hannah Voss",
    excerpt:
      "The Columbus grocer’s biggest acquisition in a decade brings 14 processing plants and one of the Midwest’s best-known milk brands under its roof.",
    account: "Calloway Foods",
    paragraphs: [
      "Calloway Foods has agreed to buy Brightwater Dairy for $640 million in cash and stock, the Columbus-based grocery chain said Monday, adding 14 milk and cheese processing plants and one of the Midwest’s best-known dairy brands to a company that until now has bought almost all of its milk from outside suppliers.",
      "The deal, approved by both boards over the weekend, is Calloway’s largest acquisition since it bought the Lakeshore Markets chain in 2016. It is expected to close in the third quarter, subject to review by federal antitrust regulators.",
      "“Owning the plants that fill our dairy case lets us control quality, cost and freshness from the farm to the shelf,” said Chief Executive Officer Renata Solberg in an interview at the company’s headquarters. “Brightwater has been a neighbor and a supplier for 30 years. Now it will be part of the family.”",
      "Gideon Marsh, the company’s chief financial officer, told analysts on a call that Calloway expects the deal to save about $45 million a year by the end of 2028, mostly from lower transport costs and from running Brightwater’s plants at fuller capacity. Calloway will pay for the cash portion with a new $400 million term loan.",
      "Brightwater’s president, Walter Pruitt, a grandson of the founder, will stay on to run the dairy business as a separate division. The Pruitt family will receive about 3.1 million Calloway shares, making it one of the grocer’s largest individual shareholders.",
      "Dairy farmers who supply Brightwater said they were waiting to see whether the new owner would keep their contracts. “Nobody has called us yet,” said Tom Ehrlich, who milks 400 cows near Urbana. “We have heard promises before.”",
      "Calloway operates 212 supermarkets and had sales of $9.8 billion last year. The company said it had no plans to close any Brightwater plants or change the brand’s name.",
    ],
    boilerplate: [
      "We and our 214 partners use cookies",
      "Accept All Cookies",
      "Get the Business Daily",
      "from our reporters to your inbox",
      "You’ve reached your limit of free articles",
      "Already a subscriber?",
      "Why grocers are buying their own farms again",
      "Columbus warehouse vacancies hit a five-year high",
      "Columbus City Council approves $1.3 billion budget",
      "Brightwater chocolate milk was the only thing my kids drank",
      "Another round of consolidation and the farmers get squeezed",
      "Heartland Local Media",
      "Do Not Sell or Share My Personal Information",
      "Food & Agriculture",
      "Advertisement",
      "Share on LinkedIn",
      "Gift this article",
      "Retail and food industry reporter",
      "Updated 10:22 a.m.",
      "covers retail, food and agriculture for the Courier",
      "Skip to main content",
      "googletag",
    ],
    stakeholders: ["Renata Solberg", "Gideon Marsh"],
  },
  {
    file: "alpine-business-post-funding.html",
    url: "https://www.alpinebusinesspost.example/energy/vantora-energy-raises-85m-battery-storage-bavaria-4471902.html",
    title: "Vantora Energy raises €85m to expand battery storage across Bavaria",
    publication: "Alpine Business Post",
    publishedAt: "2026-02-24T08:15:00.000Z",
    byline: "Lena Hofbauer",
    excerpt:
      "The Munich start-up’s Series B, led by Skagen Climate Partners, will pay for 40 grid-scale storage sites by 2028 — and a first push into Austria.",
    account: "Vantora Energy",
    paragraphs: [
      "Vantora Energy, a Munich-based developer of battery storage parks, has raised €85 million in a Series B round led by the Copenhagen investor Skagen Climate Partners, the company said on Tuesday. Existing backers Isar Ventures and the Bavarian state development bank LfA also took part.",
      "The money will pay for 40 grid-scale storage sites in Bavaria and Baden-Württemberg by 2028, with a combined capacity of about 1.2 gigawatt-hours — enough to supply roughly 150,000 households for two hours at peak demand.",
      "“Bavaria is building solar faster than it is building power lines,” said Chief Executive Officer Katrin Albrecht, who founded the company in 2021 with two former engineers from the utility Südstrom. “Storage is the cheapest way to stop throwing that electricity away.”",
      "Matthias Brenner, the company’s chief financial officer, said Vantora expects revenue of about €31 million this year, up from €9.4 million in 2025, and to become profitable at the operating level in 2027. The company employs 140 people, a number he expects to double within two years.",
      "Part of the round is earmarked for Austria, where Vantora plans to open an office in Linz this summer and bid in the country’s first capacity auction. The company is also in talks with municipal utilities in Upper Austria about shared sites, Albrecht said.",
      "Vantora said its first site in Grünwald, south of Munich, had recovered its construction cost in 26 months — about half the time the company had planned for. “The numbers are now good enough that banks lend against them,” Brenner said, “and that changes everything for the sector.”",
    ],
    boilerplate: [
      "This website uses cookies",
      "Accept and continue",
      "Read on with ABP Plus",
      "The first month costs just €1",
      "Already a subscriber?",
      "The Energy Briefing",
      "free in your inbox",
      "Also read",
      "Why Europe’s battery makers are suddenly short of cash",
      "Solar glut pushes German midday power prices below zero",
      "Car makers cut their 2026 outlook",
      "Finally someone who does the maths on storage",
      "Who pays when the batteries need replacing",
      "netiquette",
      "Registered at Munich Local Court",
      "Market data delayed",
      "Advertisement",
      "Share this article",
      "4 min read",
      "Reuse only with permission",
    ],
    stakeholders: ["Katrin Albrecht", "Matthias Brenner"],
  },
  {
    file: "tidewater-gazette-job-cuts.html",
    url: "https://tidewatergazette.example/news/business/kestrel-aerospace-to-cut-900-jobs-a81c3e",
    title: "Kestrel Aerospace to cut 900 jobs as wing programme stalls",
    publication: "The Tidewater Gazette",
    publishedAt: "2026-02-17T07:30:00.000Z",
    byline: "Imogen Clarke",
    excerpt: "Union leaders say the cuts at the Portsmouth and Filton sites are the deepest in the company’s 60-year history.",
    account: "Kestrel Aerospace",
    paragraphs: [
      "Kestrel Aerospace will cut 900 jobs across its two largest UK sites after a delay to its next-generation wing programme left factories in Portsmouth and Filton without enough work, the company told staff on Tuesday morning.",
      "The company’s chief executive, Alistair Rowe, said in a message to employees that the decision had been “the hardest of my career”. The wing programme, which Kestrel builds for a European aircraft maker, has been pushed back by at least 18 months because of certification problems with a new carbon-fibre spar.",
      "“We cannot keep paying for capacity that our customer will not need until 2028,” Rowe wrote. “Protecting the skills that will build that wing means making the business smaller today.”",
      "Deborah Quayle, Kestrel’s chief operating officer, will lead a review of which production lines can be moved between the two sites. The company said it would keep its research centre in Filton open and continue hiring a smaller number of software and test engineers.",
      "Union representatives called the cuts the deepest in Kestrel’s 60-year history and said they would seek talks with ministers. “This is a company that has had hundreds of millions in public support, and it owes these communities more than a press release,” said Karen Doyle, regional secretary of the Unite union.",
      "The Department for Business and Trade said it was “in close contact with the company” and would set up a task force to help affected workers find new jobs in the region’s defence and maritime industries.",
    ],
    boilerplate: [
      "We value your privacy",
      "We and our 842 partners",
      "Tidewater Business Briefing",
      "Sign me up",
      "We’ll only use your email",
      "Journalism like this costs money",
      "Support the Gazette",
      "M27 reopens after overnight lorry fire",
      "Portsmouth shipyard wins £310m Royal Navy support contract",
      "How the south coast became Britain’s aerospace corridor",
      "My dad worked at Kestrel for 31 years",
      "handing out bonuses to the board",
      "Registered in England and Wales",
      "Modern slavery statement",
      "Advertisement",
      "Copy link",
      "Industry correspondent",
      "17 February 2026, 07:30 GMT",
    ],
    stakeholders: ["Alistair Rowe", "Deborah Quayle"],
  },
];

const extracted = new Map<string, ExtractedArticle>(pages.map((p) => [p.file, extractArticle(pageText(p.file), p.url)]));

describe("extractArticle on full-size news pages", () => {
  it.each(pages)("$file: title, outlet, date, byline and standfirst", (page) => {
    const a = extracted.get(page.file)!;
    expect(a.title).toBe(page.title);
    expect(a.publication).toBe(page.publication);
    expect(a.publishedAt).toBe(page.publishedAt);
    expect(a.date).toBe(page.publishedAt.slice(0, 10));
    expect(a.byline).toBe(page.byline);
    expect(a.excerpt).toBe(page.excerpt);
  });

  it.each(pages)("$file: the story's paragraphs, whole and in order", (page) => {
    const text = extracted.get(page.file)!.text;
    const positions = page.paragraphs.map((p) => text.indexOf(p));
    expect(positions.every((at) => at >= 0), `missing: ${page.paragraphs.filter((p) => !text.includes(p)).join(" | ")}`).toBe(true);
    expect(positions).toEqual([...positions].sort((x, y) => x - y));
  });

  it.each(pages)("$file: none of the banner, boxes, rails, comments or footer", (page) => {
    const text = extracted.get(page.file)!.text;
    expect(page.boilerplate.filter((noise) => text.includes(noise))).toEqual([]);
  });

  it("reads the windows-1252 page from its bytes: euro signs, curly quotes and umlauts come through", () => {
    const bytes = bytesOf("alpine-business-post-funding.html");
    // The file really is windows-1252: € and “ ” as single bytes, not UTF-8 sequences.
    expect(bytes.includes(0x80)).toBe(true);
    expect(bytes.includes(0x93) && bytes.includes(0x94)).toBe(true);
    expect(Buffer.from(bytes).includes(Buffer.from("€", "utf8"))).toBe(false);
    const text = extracted.get("alpine-business-post-funding.html")!.text;
    expect(text).toContain("has raised €85 million");
    expect(text).toContain("“Bavaria is building solar");
    expect(text).toContain("Baden-Württemberg");
    expect(text).not.toMatch(/[\u0080-\u009f\ufffd]|â€/);
  });

  it("dates the page without published-date metadata from the <time> by the headline, not the ticker, rail or comments", () => {
    const html = pageText("tidewater-gazette-job-cuts.html");
    expect(html).not.toMatch(/datePublished|published_time/);
    expect(html.match(/<time /g)?.length).toBeGreaterThan(5);
    expect(extracted.get("tidewater-gazette-job-cuts.html")!.date).toBe("2026-02-17");
  });
});

describe("the offline LLM on text extracted from full-size pages", () => {
  const llm = new OfflineLlm();
  const seller = {
    name: "Fieldstone Advisory",
    solutions:
      "Deal Integration Office — https://fieldstone.example/integration — post-merger integration of finance, systems and supply chains\n" +
      "Workforce Transition Service — https://fieldstone.example/workforce — redeployment and outplacement for restructuring programmes\n" +
      "Growth Capital Planning — https://fieldstone.example/capital — financial planning for fast-growing companies after a funding round",
    solutions_brief: "Advisory for companies going through deals, funding rounds and restructuring.",
  };

  it.each(pages)("$file: stakeholders named verbatim in the page, a summary from the story", async (page) => {
    const a = extracted.get(page.file)!;
    const result = await llm.contextualizeEvent({
      article: { url: a.url, title: a.title, text: a.text, publication: a.publication, date: a.date, byline: a.byline, excerpt: a.excerpt },
      account: { name: page.account },
      company: seller,
    });
    expect(result.event_summary.trim()).not.toBe("");
    expect(a.text).toContain(result.event_summary.split(/(?<=[.!?])\s/)[0]);
    expect(result.publication).toBe(page.publication);
    const names = result.stakeholders.map((s) => s.full_name);
    expect(names).toEqual(expect.arrayContaining(page.stakeholders));
    for (const person of result.stakeholders) {
      expect(a.text).toContain(person.full_name);
      expect(a.text.toLowerCase()).toContain(person.title.toLowerCase());
    }
    expect(names).not.toContain(page.byline);
  });
});

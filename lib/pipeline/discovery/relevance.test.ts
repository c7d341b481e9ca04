import { describe, expect, it } from "vitest";
import { buildAccountProfile } from "./account-profile";
import { judgeCompany, judgeMention } from "./relevance";

// Real-shaped stories (wire datelines, lists of rivals, analysts' reports) for the about-vs-mention rule.

const helio = buildAccountProfile({ name: "Helio Grid", url: "https://heliogrid.example" });
const paragraphs = (...p: string[]) => p.join("\n\n");

describe("judgeMention", () => {
  it("keeps a story whose headline names the account", () => {
    const m = judgeMention({ title: "Helio Grid raises $120 million to triple battery output", snippet: "", text: "Storage maker Helio Grid said on Tuesday it had raised $120 million." }, helio);
    expect(m.verdict).toBe("about");
    expect(m.reason).toMatch(/named in the headline/);
  });

  it("keeps a wire story that names the account in its lead and carries on about 'the company'", () => {
    const text = paragraphs(
      "SAN FRANCISCO, Nov 24 (Reuters) - Helio Grid said on Monday it would build a second battery plant in Nevada.",
      "The company expects the plant to employ 400 people by 2028.",
      "It said construction would start in the spring, pending permits.",
      "Shares rose 3 percent in early trading.",
    );
    const m = judgeMention({ title: "Battery maker to build second Nevada plant", snippet: text.slice(0, 200), text }, helio);
    expect(m.verdict).toBe("about");
    expect(m.reason).toBe("Helio Grid is named in the lead; named in 1 of 4 sentence(s), first in sentence 1, and 2 more carry on about it (\"the company\", \"it said\")");
  });

  it("drops a market story that lists the account among others in its second paragraph, and says what it counted", () => {
    const text = paragraphs(
      "Prices for grid-scale battery cells fell 12 percent in the third quarter as new Chinese factories came online, according to a market report published on Thursday.",
      "Developers including Fluence, Wärtsilä and Helio Grid are expected to benefit from cheaper cells for projects due in 2027.",
      "Analysts expect prices to stabilise in the second half of next year.",
      "Related: Storage maker Helio Grid lands $120M to triple battery output",
    );
    const m = judgeMention({ title: "Battery storage prices fall 12 percent as Chinese supply surges", snippet: text.slice(0, 300), text }, helio);
    expect(m.verdict).toBe("passing_mention");
    expect(m.counts).toMatchObject({ in_headline: 0, in_lead: false, first_sentence: 2 });
  });

  it("does not count a lead that names the account only in a list of rivals", () => {
    const text = paragraphs(
      "Universal Robots, Helio Grid and Doosan cut prices on Thursday as demand slowed.",
      "The price war began when a new entrant undercut the market by a third.",
      "Analyst Rob Fielding said margins across the sector would shrink.",
      "Buyers are expected to delay orders until the spring.",
    );
    expect(judgeMention({ title: "Robot makers cut prices as demand slows", snippet: "", text }, helio).verdict).toBe("passing_mention");
  });

  it("keeps the main actor of a long story even when the headline does not name it", () => {
    const text = paragraphs(
      "A year ago the storage market looked saturated.",
      "Then Helio Grid signed three utility contracts in a month.",
      "Helio Grid now supplies a fifth of California's new storage capacity.",
      "Executives at Helio Grid say the next step is Europe.",
      "Rivals have struggled to keep up.",
      "Helio Grid declined to give revenue figures.",
    );
    const m = judgeMention({ title: "How a storage upstart took on the giants", snippet: "", text }, helio);
    expect(m.verdict).toBe("about");
    expect(m.reason).toMatch(/main actor: named in 4 of 6 sentence\(s\)/);
  });

  it("judges a search result from its snippet alone when the page was not fetched", () => {
    expect(judgeMention({ title: "Storage deal signed", snippet: "Helio Grid signed a supply deal with Pacific Power on Monday.", text: undefined }, helio).verdict).toBe("about");
    expect(judgeMention({ title: "Storage prices fall", snippet: "Prices fell. Developers such as Helio Grid may benefit.", text: undefined }, helio).verdict).toBe("passing_mention");
  });

  it("does not take the company whose executive another company hires for the story's subject", () => {
    const embarq = buildAccountProfile({ name: "Embarq" });
    const text = paragraphs(
      "Sprint Nextel Corp named Embarq Corp's chief executive Dan Hesse as its new CEO on Tuesday, ending a search that lasted four months.",
      "Sprint shares rose 4 percent.",
      "Sprint has lost subscribers for six quarters.",
    );
    expect(judgeMention({ title: "Sprint names Embarq chief as new CEO", snippet: "", text }, embarq).verdict).toBe("passing_mention");
  });

  it("takes both parties at the start of a headline as its subject", () => {
    const tivo = buildAccountProfile({ name: "TiVo" });
    expect(judgeMention({ title: "Netflix, TiVo sign video-on-demand alliance", snippet: "", text: "The companies said on Monday that subscribers could rent films through the recorder." }, tivo).verdict).toBe("about");
  });
});

describe("judgeCompany: another company that starts with the account's short name", () => {
  const libertyGlobal = buildAccountProfile({ name: "Liberty Global", url: "https://libertyglobal.com" });
  const libertyMutual = buildAccountProfile({ name: "Liberty Mutual Group" });

  it("is a namesake when the story only ever says 'Liberty Mutual'", () => {
    const article = {
      title: "Liberty Mutual to buy Ohio Casualty for $2.7 bln",
      snippet: "Liberty Mutual Group said on Monday it would buy Ohio Casualty Corp. Liberty Mutual will pay $44 a share in cash.",
    };
    expect(judgeCompany({ ...article, snippet: article.snippet.replace("Liberty Mutual Group", "Liberty Mutual") }, libertyGlobal).verdict).toBe("namesake");
    expect(judgeCompany(article, libertyMutual).verdict).toBe("right_company");
  });

  it("is the account when the short name also stands alone or before a title, and headlines' capitals prove nothing", () => {
    const article = { title: "Liberty Buys Cable Networks in Belgium", snippet: "Liberty agreed to buy Telenet, Liberty CEO Mike Fries said." };
    expect(judgeCompany(article, libertyGlobal).verdict).toBe("right_company");
  });
});

import { describe, expect, it } from "vitest";
import { groupStories } from "./story-grouping";
import { figuresOf, namesOf, stem } from "./story-similarity";

// Real-shaped news (written for these tests): outlets write their own headlines and leads.

const layoffs = [
  {
    id: "wire",
    title: "Brightwave Telecom to cut 1,200 jobs as it shuts call centers",
    snippet: "Brightwave Telecom will eliminate about 1,200 positions and close call centers in Tulsa and Boise, the carrier said Tuesday, as it moves customer support online.",
    publishedAt: "2026-03-10",
  },
  {
    id: "local",
    title: "Tulsa call center among Brightwave closures; 1,200 roles go",
    snippet: "About 400 workers in Tulsa will lose their jobs when Brightwave closes its call center there, part of 1,200 cuts announced by the company on Tuesday.",
    publishedAt: "2026-03-10",
  },
  {
    id: "trade",
    title: "Brightwave shifts support to chatbots, shedding 1,200 staff",
    snippet: "The carrier’s restructuring closes its Boise and Tulsa support sites; Brightwave expects to save $85 million a year once the 1,200 job reductions are complete.",
    publishedAt: "2026-03-11",
  },
];

const launch = {
  id: "launch",
  title: "Brightwave Telecom launches 5G home internet in Denver",
  snippet: "Brightwave Telecom customers in Denver can now order 5G home internet for $45 a month, the carrier said on Thursday, its first fixed-wireless service.",
  publishedAt: "2026-03-12",
};

const politics = [
  {
    id: "summit-a",
    title: "Delgado and Ortega pledge joint border patrols at El Paso summit",
    snippet: "Senator Maria Delgado and Mexican Interior Minister Luis Ortega agreed on Friday to run joint patrols along a 60-mile stretch of the border, closing a two-day summit in El Paso.",
    publishedAt: "2026-05-08",
  },
  {
    id: "indictment-a",
    title: "Former Delgado aide indicted on campaign finance charges",
    snippet: "A federal grand jury in Austin indicted Ken Ruiz, a former aide to Senator Maria Delgado, on charges of funnelling illegal donations into her 2024 campaign.",
    publishedAt: "2026-05-07",
  },
  {
    id: "summit-b",
    title: "US, Mexico agree border patrol plan as El Paso talks end",
    snippet: "Talks in El Paso between Maria Delgado and Luis Ortega ended with a plan for joint patrols on 60 miles of the border, officials said.",
    publishedAt: "2026-05-08",
  },
  {
    id: "indictment-b",
    title: "Ex-staffer of Sen. Delgado charged over illegal donations",
    snippet: "Prosecutors say Ken Ruiz hid illegal donations to Maria Delgado’s campaign; Delgado, who was not charged, said she was shocked.",
    publishedAt: "2026-05-09",
  },
];

const brightwave = { ignore: ["Brightwave Telecom", "Brightwave"], sectorWords: ["telecom", "carrier", "wireless", "customers"] };
const groupOf = (groups: string[][], id: string) => groups.find((g) => g.includes(id));

describe("groupStories", () => {
  it("groups one event told by three outlets with different headlines", () => {
    const { groups, links } = groupStories(layoffs, brightwave);
    expect(groups).toEqual([["wire", "local", "trade"]]);
    expect(links.map((l) => l.sharedFigures.join(" "))).toEqual([expect.stringContaining("1200"), expect.stringContaining("1200")]);
  });

  it("keeps two stories about the same company in the same week apart", () => {
    const { groups } = groupStories([...layoffs, launch], brightwave);
    expect(groupOf(groups, "launch")).toEqual(["launch"]);
    expect(groupOf(groups, "wire")).toEqual(["wire", "local", "trade"]);
    // even alone together, where no other article tells which words are everyday ones
    expect(groupStories([layoffs[0], launch], brightwave).groups).toHaveLength(2);
  });

  it("does not merge a summit and an indictment that share a politician's names", () => {
    const { groups } = groupStories(politics);
    expect(groupOf(groups, "summit-a")).toEqual(["summit-a", "summit-b"]);
    expect(groupOf(groups, "indictment-a")).toEqual(["indictment-a", "indictment-b"]);
  });

  it("gives the account's names no weight", () => {
    const a = { id: "a", title: "Brightwave Telecom opens Omaha store", snippet: "Brightwave Telecom opened a store in Omaha on Monday." };
    const b = { id: "b", title: "Brightwave Telecom recalls routers", snippet: "Brightwave Telecom recalled 3,000 routers that could overheat." };
    expect(groupStories([a, b], brightwave).groups).toHaveLength(2);
  });

  it("never groups articles published further apart than the window", () => {
    const later = { ...layoffs[1], id: "later", publishedAt: "2026-05-01" };
    expect(groupOf(groupStories([layoffs[0], later], brightwave).groups, "later")).toEqual(["later"]);
    // an existing event dated long ago but created this week still meets this week's articles
    const event = { ...layoffs[1], id: "event", publishedAt: "2026-01-02", seenAt: "2026-03-09T12:00:00Z" };
    expect(groupStories([event, layoffs[0]], brightwave).groups).toEqual([["event", "wire"]]);
  });

  it("keeps a follow-up five days on apart however alike its words", () => {
    const talks = {
      id: "talks",
      title: "Director Lena Park in negotiations to direct 'Starfall' sequel",
      snippet: "Lena Park is in negotiations with Brightwave Studios to return as director for the sequel to Starfall, the year's biggest film.",
      publishedAt: "2026-04-04",
    };
    const back = { ...talks, id: "back", title: "Lena Park back in talks to direct 'Starfall' sequel", publishedAt: "2026-04-09" };
    expect(groupStories([talks, back], { ignore: ["Brightwave Studios"] }).groups).toHaveLength(2);
    expect(groupStories([talks, { ...back, publishedAt: "2026-04-06" }], { ignore: ["Brightwave Studios"] }).groups).toHaveLength(1);
  });

  it("uses the body when given, and the run's other articles to weigh words", () => {
    const withBody = layoffs.map((l) => ({ ...l, text: `${l.snippet} The company did not say how many of the affected staff would be offered other roles.` }));
    expect(groupStories(withBody, brightwave).groups).toEqual([["wire", "local", "trade"]]);
    expect(groupStories([layoffs[0], launch], { ...brightwave, background: [launch, layoffs[2]] }).groups).toHaveLength(2);
  });

  it("handles 10,000 articles through its index and still finds the planted repeats", () => {
    const topics = ["port", "mine", "bridge", "vaccine", "tariff", "satellite", "pipeline", "stadium", "reactor", "canal"];
    const items = Array.from({ length: 10_000 }, (_, i) => ({
      id: String(i),
      title: `Story ${i}: ${topics[i % 10]} plan ${i * 7919} approved in district ${i % 313}`,
      snippet: `Officials backed plan ${i * 7919} for the ${topics[(i * 3) % 10]} after review ${i % 997}, code ${i * 104729}.`,
      publishedAt: new Date(Date.UTC(2026, 0, 1) + (i % 365) * 86_400_000).toISOString(),
    }));
    const repeat = { ...items[42], id: "repeat", title: `Outlet two: ${items[42].title}` };
    const { groups } = groupStories([...items, repeat]);
    expect(groupOf(groups, "repeat")).toEqual(["42", "repeat"]);
    expect(groups.length).toBeGreaterThan(9_900);
  });
});

describe("story features", () => {
  it("reads amounts and large numbers in one spelling", () => {
    expect([...figuresOf("paid $120 million, or 12 percent, for 40,000 scooters")].sort()).toEqual(["$120m", "12%", "40000"]);
    expect(figuresOf("a $120M round")).toEqual(new Set(["$120m"]));
  });

  it("reads a name as a whole word: MacWorld is not Mac", () => {
    expect(namesOf("a week before the MacWorld show in San Francisco", new Set())).toEqual(new Set(["macworld", "san", "francisco"]));
    expect(namesOf("its latest Mac software", new Set())).toEqual(new Set(["mac"]));
  });

  it("stems inflections together", () => {
    expect(stem("acquires")).toBe(stem("acquired"));
    expect(stem("cutting")).toBe(stem("cuts"));
    expect(stem("closures")).toBe(stem("closure"));
  });
});

describe("the body adds evidence and never takes the lead's away", () => {
  // Two outlets agree in headline and lead, then each writes its own background: a body-only comparison
  // would see mostly different words.
  const backgrounds = [
    "The carrier spent heavily on towers and spectrum licences during the last auction cycle, and its debt rose sharply. Investors have pressed management for years to trim costs, sell fibre assets, renegotiate roaming agreements and simplify tariffs across prepaid and postpaid plans. Rating agencies warned about leverage twice. Analysts at several brokerages expect further divestments of data centres, a review of the satellite joint venture and slower handset subsidies, while unions representing engineers have threatened strikes over pensions and overtime rules in the northern regions.",
    "Oklahoma's unemployment office said laid-off workers could file claims online and attend retraining sessions at community colleges. The mayor promised grants for small employers hiring locally, while the chamber of commerce organised a jobs fair downtown next month with hospitals, warehouses and schools recruiting. Landlords near the industrial park fear vacancies; restaurants that served shift workers expect thinner lunchtime crowds. Local lawmakers asked the governor for emergency funding, bus routes may be trimmed, and the county library extended opening hours for résumé workshops.",
  ];
  // the body as the page gives it: the outlet's own opening, which the search snippet did not show
  const withBodies = layoffs.slice(0, 2).map((item, i) => ({ ...item, text: backgrounds[i] }));

  it("keeps two articles of one story together when their bodies diverge after the lead", () => {
    const withoutBody = groupStories(layoffs.slice(0, 2), { ignore: ["Brightwave Telecom", "Brightwave"] });
    const withBody = groupStories(withBodies, { ignore: ["Brightwave Telecom", "Brightwave"] });
    expect(withoutBody.groups).toEqual([["wire", "local"]]);
    expect(withBody.groups).toEqual([["wire", "local"]]);
  });

  it("still keeps a different story of the account apart when bodies are known", () => {
    const items = [...withBodies, { ...launch, text: "Home internet prices in Colorado vary widely between cable, fibre and satellite providers, and rural households often pay more for slower service. Fixed-wireless plans promise easier installation without technicians." }];
    const { groups } = groupStories(items, { ignore: ["Brightwave Telecom", "Brightwave"] });
    expect(groups).toContainEqual(["launch"]);
  });
});

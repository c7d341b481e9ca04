import { describe, expect, it } from "vitest";
import { findStakeholders as findWithTies } from "./stakeholders";

/** The people as a reader checks them: name, title and change (the tie is checked on its own). */
const findStakeholders = (...args: Parameters<typeof findWithTies>) => findWithTies(...args).map(({ full_name, title, change }) => ({ full_name, title, ...(change ? { change } : {}) }));

describe("findStakeholders", () => {
  it.each([
    ["“We are growing,” said Chief Executive Officer Jane Doe.", { full_name: "Jane Doe", title: "Chief Executive Officer" }],
    ["Jane Doe, chief financial officer, said the plan was on track.", { full_name: "Jane Doe", title: "Chief Financial Officer" }],
    ["Jane Doe, the company’s chief financial officer, said so.", { full_name: "Jane Doe", title: "Chief Financial Officer" }],
    ["Jane Doe, Acme’s chief operating officer, will lead the work.", { full_name: "Jane Doe", title: "Chief Operating Officer" }],
    ["Acme appointed Jane Doe as chief risk officer, effective May 1.", { full_name: "Jane Doe", title: "Chief Risk Officer", change: "incoming" }],
    ["Acme promoted Jane Doe to VP of Field Operations last week.", { full_name: "Jane Doe", title: "VP of Field Operations", change: "incoming" }],
    ["Acme’s Head of Digital Transformation, Jane Doe, leads it.", { full_name: "Jane Doe", title: "Head of Digital Transformation" }],
    ["Jane Doe, head of data at Acme, said the data was clean.", { full_name: "Jane Doe", title: "Head of Data" }],
    ["The company’s chief executive, Jane Doe, said the cuts were unavoidable.", { full_name: "Jane Doe", title: "Chief Executive" }],
    ["Acme said its chief financial officer, Jane Doe, would leave in June.", { full_name: "Jane Doe", title: "Chief Financial Officer" }],
    ["CFO Jane Doe said margins improved.", { full_name: "Jane Doe", title: "CFO" }],
    ["Chief Executive Officer Dr. Jan de Vries said so.", { full_name: "Dr. Jan de Vries", title: "Chief Executive Officer" }],
  ])("%s", (text, expected) => {
    expect(findStakeholders(text, ["Acme", "Acme Corp"], { title: "Acme news" })).toEqual([expected]);
  });

  it("leaves out people whose role is at another organisation or in the past", () => {
    const text =
      "Acme appointed John Roe, the former chief executive of Lone Star Power, to its board. " +
      "Mary Major, chief economist at Harbor Securities, called the deal fair. " +
      "Acme named Sam Lee as chief financial officer.";
    expect(findStakeholders(text, ["Acme"], { title: "Acme news" })).toEqual([{ full_name: "Sam Lee", title: "Chief Financial Officer", change: "incoming" }]);
  });

  it("reports a person once, under the first title found", () => {
    const text = "Chief Executive Officer Jane Doe spoke first. Later, Jane Doe, the company’s chief executive officer, took questions.";
    expect(findStakeholders(text, ["Acme"], { title: "Acme news" })).toEqual([{ full_name: "Jane Doe", title: "Chief Executive Officer" }]);
  });

  it("keeps surnames with inner capitals and apostrophes whole", () => {
    const text = "Umbro chief executive Peter McGuigan said sales rose. Umbro finance director Sean O'Brien said the results were strong.";
    expect(findStakeholders(text, ["Umbro"], { title: "Umbro profits rise" }).map((p) => p.full_name)).toEqual(["Peter McGuigan", "Sean O'Brien"]);
  });

  it("gives the full name for 'Mr Ghosn' when the story named him in full, and nobody for an honorific alone", () => {
    const text = "Nissan chief executive Carlos Ghosn will hand over day-to-day running of the firm. Chief executive Mr Ghosn said profits would rise.";
    expect(findStakeholders(text, ["Nissan"], { title: "Nissan profits rise" }).map((p) => p.full_name)).toEqual(["Carlos Ghosn"]);
    expect(findStakeholders("Chief executive Mr Ghosn said profits would rise at Nissan.", ["Nissan"], { title: "Nissan profits rise" })).toEqual([]);
  });

  it("reads initials as a given name and gives an incoming leader the role he will take", () => {
    const text =
      "Acer Inc said on Thursday that President Jim Wong will succeed J.T. Wang, who is now 58, as chief executive officer from January. Wang will remain chairman.";
    const found = findStakeholders(text, ["Acer", "Acer Inc"], { title: "Acer names Wong chief executive" });
    expect(found).toContainEqual({ full_name: "Jim Wong", title: "Chief Executive Officer", change: "incoming" });
    expect(findStakeholders("Acer chairman J.T. Wang said the company would grow.", ["Acer"], { title: "Acer grows" })).toEqual([
      { full_name: "J.T. Wang", title: "Chairman" },
    ]);
  });

  it("offers a successor for the role he takes up, not the one he leaves", () => {
    const text = "Apple said Chief Operating Officer Tim Cook will take over as chief executive. Cook, 50, joined Apple in 1998.";
    expect(findStakeholders(text, ["Apple"], { title: "Apple names new chief" })).toEqual([{ full_name: "Tim Cook", title: "Chief Executive", change: "incoming" }]);
    const acer = "Acer President Jim Wong will succeed Stan Shih as chief executive officer from January.";
    expect(findStakeholders(acer, ["Acer"], { title: "Acer names new chief" })).toContainEqual({ full_name: "Jim Wong", title: "Chief Executive Officer", change: "incoming" });
  });

  it("invents nobody when the text names no one", () => {
    expect(findStakeholders("The company said revenue rose. Analysts welcomed the results.", ["Acme"])).toEqual([]);
  });
});

describe("findStakeholders: the tie to the account", () => {
  const account = ["Orchard Telecom"];
  it("leaves out a rival's chief executive, a politician and a chamber of commerce president quoted in the story", () => {
    const text = [
      "Orchard Telecom will add 300 jobs at its Toledo plant, said Orchard's chief operating officer, Dana Hughes.",
      "Ohio Governor Mark Whitfield welcomed the news. Windward chief executive Claire Dubois called it a bold bet.",
      "The president of the Toledo Chamber of Commerce, Anita Shah, said it was good for the region.",
    ].join("\n\n");
    expect(findStakeholders(text, account, { title: "Orchard Telecom adds 300 jobs" })).toEqual([
      { full_name: "Dana Hughes", title: "Chief Operating Officer" },
    ]);
  });

  it("cleans names and keeps full titles", () => {
    const text = "Orchard Telecom co-founder and CEO Ana Ribeiro's plan was approved. Disney chief executive Bob Iger's remarks were noted.";
    expect(findStakeholders(text, account, { title: "Orchard Telecom" })).toEqual([{ full_name: "Ana Ribeiro", title: "Co-founder and CEO" }]);
  });

  it("tells the incoming leader from the departing one", () => {
    const text = "Orchard Telecom said chief executive Paul Haddad will retire in June and that finance chief Lena Vogt will succeed him.";
    expect(findStakeholders(text, account, { title: "Orchard Telecom names new CEO" })).toEqual([
      { full_name: "Paul Haddad", title: "Chief Executive", change: "departing" },
      { full_name: "Lena Vogt", title: "Finance Chief", change: "incoming" },
    ]);
  });
});

describe("findStakeholders: each person's organisation, from the sentence", () => {
  const acme = ["Acme", "Acme Industries Inc."];
  const title = "Acme Industries raises prices as demand for its pumps grows";
  const lede = "Acme Industries raised prices on its industrial pumps by 6% on Tuesday, the second increase this year.";
  const find = (...paragraphs: string[]) => findStakeholders([lede, ...paragraphs].join("\n\n"), acme, { title });

  it("leaves out another company's CFO quoted in the story, however the sentence attaches them", () => {
    expect(
      find(
        "Rival Corp’s chief financial officer, Tom Hart, said demand was slowing across the industry.",
        "“We are not seeing that,” said Priya Shah, chief financial officer of Keller Pumps, in a call with analysts.",
        "Omar Reyes, Keller’s CFO, agreed. Chief operating officer Dana Cole of Rival Corp declined to comment.",
        "Acme CFO Jane Doe said order books were full through March.",
      ),
    ).toEqual([{ full_name: "Jane Doe", title: "CFO" }]);
  });

  it("leaves out a research firm's head whose firm is described before it is named", () => {
    expect(
      find(
        "“Demand is phenomenal,” said Scott Sweet, managing director for research firm IPOboutique.com.",
        "Larry Tabb, CEO of the financial market research and advisory firm Tabb Group, said clients were tied to contracts.",
        "Acme CFO Jane Doe said order books were full through March.",
      ),
    ).toEqual([{ full_name: "Jane Doe", title: "CFO" }]);
  });

  it("leaves out an analyst at a bank and a regulator, quoted or named with their office", () => {
    expect(
      find(
        "“Pricing power is the story here,” said Tom Forte, managing director at D.A. Davidson.",
        "Morgan Stanley analyst Erik Wood called the increase overdue, and managing director Dan Ives of Wedbush Securities agreed.",
        "Federal Trade Commission Chair Lina Khan said the agency was watching industrial pricing closely.",
        "Mark Uyeda, a commissioner at the Securities and Exchange Commission, declined to comment.",
      ),
    ).toEqual([]);
  });

  it("tells Nintendo's CFO from Sony's people in an article about Sony, and keeps him in one about Nintendo", () => {
    const text = [
      "Sony cut its forecast for PlayStation 5 sales on Tuesday as sales of the console slowed.",
      "Sony’s chief financial officer, Lin Tao, said the company would sell 15 million units this year.",
      "Rival Nintendo is faring better: Chief Financial Officer Ko Shiota of Nintendo said on Monday that Switch sales beat its plan.",
    ].join("\n\n");
    expect(findStakeholders(text, ["Sony", "Sony Group Corporation"], { title: "Sony cuts PlayStation 5 forecast" })).toEqual([
      { full_name: "Lin Tao", title: "Chief Financial Officer" },
    ]);
    expect(findStakeholders(text, ["Nintendo", "Nintendo Co., Ltd."], { title: "Nintendo beats its plan" })).toEqual([{ full_name: "Ko Shiota", title: "Chief Financial Officer" }]);
    const nintendosCfo = "Sony cut its forecast on Tuesday. Nintendo’s CFO Ko Shiota said Switch sales beat its plan.";
    expect(findStakeholders(nintendosCfo, ["Sony"], { title: "Sony cuts forecast" })).toEqual([]);
  });

  it("resolves “the company’s” and “its” to the organisation the story last named", () => {
    const text = [
      lede,
      "Keller Pumps, its biggest rival, held prices, and its chief executive, Ray Holt, said the market would not bear more.",
      "The round of increases was led by Acme. The company’s chief operating officer, Ana Lima, said costs had risen 9%.",
    ].join("\n\n");
    expect(findStakeholders(text, acme, { title })).toEqual([{ full_name: "Ana Lima", title: "Chief Operating Officer" }]);
  });

  it("takes a capitalised bare office before a name for a public one", () => {
    expect(find("Acme shares fell 3% after President Joe Biden announced tariffs on imported steel.", "Director of National Intelligence Dan Coats was not involved.")).toEqual([]);
  });

  it("records the words that tie each person to the account", () => {
    const people = findWithTies(
      [lede, "Jane Doe, Acme’s chief financial officer, said order books were full.", "“We had no choice,” said chief operating officer Sam Lee. Costs rose 9%."].join("\n\n"),
      acme,
      { title },
    );
    expect(people).toEqual([
      { full_name: "Jane Doe", title: "Chief Financial Officer", tie: "Jane Doe, Acme’s chief financial officer" },
      { full_name: "Sam Lee", title: "Chief Operating Officer", tie: "“We had no choice,” said chief operating officer Sam Lee." },
    ]);
    for (const p of people) expect([lede, "Jane Doe, Acme’s chief financial officer, said order books were full.", "“We had no choice,” said chief operating officer Sam Lee."].join(" ")).toContain(p.tie);
  });

  it("does not take a short form for the account in a story that never names it in full", () => {
    const text = "Trump asked Director of Operations Dan Miles to resign. Chief executive Paul Ames said Trump had not called.";
    expect(findStakeholders(text, ["Trump Organization"], { title: "Trump asks aide to resign" })).toEqual([]);
  });
});

describe("findStakeholders: what is not a person", () => {
  it("offers no headline phrase, possessive phrase, place or firm as a person", () => {
    const text = [
      "Acme Industries said on Tuesday it would move its headquarters to Austin.",
      "“President Trump's Strategy on tariffs changed our plans,” the company said, adding that chief executive Wall Street had nothing to do with it.",
      "Acme's head of communications, Crisis Manager, and its Vice President Goldman Sachs said the move was final.",
      "Acme's chief operating officer, Silicon Valley, and the company's president, New York, will move too. Prime Minister Rishi Sunak welcomed it.",
    ].join("\n\n");
    expect(findStakeholders(text, ["Acme"], { title: "Acme moves headquarters" })).toEqual([]);
  });
});

describe("findStakeholders: succession", () => {
  const account = ["Acme", "Acme Industries"];
  const title = "Acme Industries names new chief executive";
  const lede = "Acme Industries named a new chief executive on Monday, ending a six-month search.";

  it("tells the incoming from the outgoing chief executive when one sentence names both", () => {
    const text = `${lede}\n\nAcme said Jane Roe will succeed John Doe as chief executive in June.`;
    expect(findStakeholders(text, account, { title })).toEqual([
      { full_name: "Jane Roe", title: "Chief Executive", change: "incoming" },
      { full_name: "John Doe", title: "Chief Executive", change: "departing" },
    ]);
  });

  it("tells them apart across two sentences, by surname in the second", () => {
    const text = [
      lede,
      "John Doe, Acme’s chief executive since 2012, will step down at the end of June.",
      "Jane Roe was named chief executive and takes over on July 1. Doe will stay on as an adviser.",
    ].join("\n\n");
    expect(findStakeholders(text, account, { title })).toEqual([
      { full_name: "John Doe", title: "Chief Executive", change: "departing" },
      { full_name: "Jane Roe", title: "Chief Executive", change: "incoming" },
    ]);
  });

  it.each([
    ["John Doe, Acme’s chief executive, who is stepping down, praised the board.", "departing"],
    ["Acme’s chief executive, John Doe, retired on Friday.", "departing"],
    ["Acme chief executive John Doe will leave the company in June.", "departing"],
    ["Acme chief executive John Doe said he has no plans to step down.", undefined],
    ["Acme hired John Doe as chief executive, replacing Paul Ames.", "incoming"],
  ])("%s", (sentence, change) => {
    expect(findStakeholders(`${lede}\n\n${sentence}`, account, { title })[0]).toEqual({ full_name: "John Doe", title: "Chief Executive", ...(change ? { change } : {}) });
  });

  it("leaves out a former chief executive", () => {
    const text = `${lede}\n\nFormer chief executive John Doe left in 2019. The plan dates from then-CEO Paul Ames. Acme named Jane Roe as chief executive.`;
    expect(findStakeholders(text, account, { title })).toEqual([
      { full_name: "Jane Roe", title: "Chief Executive", change: "incoming" },
    ]);
  });
});

describe("findStakeholders: the company's past is nobody to contact", () => {
  it("leaves out a leader the story calls former anywhere, also before the company's name, and an ex-boss", () => {
    const text =
      "Acme's former finance chief told the court on Tuesday that he acted on orders from his ex-boss John Doe.\n\n" +
      "Lawyers for former Acme chief executive John Doe questioned him for two days. Acme chief executive Jane Roe declined to comment.";
    expect(findStakeholders(text, ["Acme"], { title: "Acme fraud trial hears from finance chief" }).map((p) => p.full_name)).toEqual(["Jane Roe"]);
  });

  it("leaves out a founder who died", () => {
    const text =
      "Acme's board removed its vice-chairman on Monday.\n\nThe company has been divided since founder Ravi Rao died in 2002. Acme chairman Mukesh Rao welcomed the decision.";
    expect(findStakeholders(text, ["Acme"], { title: "Acme board removes vice-chairman" }).map((p) => p.full_name)).toEqual(["Mukesh Rao"]);
  });
});

describe("findStakeholders: nobody invented", () => {
  it("offers only names written in the article's body", () => {
    const text = "Acme Industries raised prices on Tuesday.\n\nChief executive Jane Doe said costs rose.";
    const people = findStakeholders(text, ["Acme"], { title: "Acme CEO John Roe raises prices" });
    expect(people.map((p) => p.full_name)).toEqual(["Jane Doe"]);
    for (const p of people) expect(text).toContain(p.full_name);
  });
});

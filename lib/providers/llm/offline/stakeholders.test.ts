import { describe, expect, it } from "vitest";
import { findStakeholders as findWithTies } from "./stakeholders";

/** The people as a reader checks them: name, title and change (the tie is checked on its own). */
const findStakeholders = (...args: Parameters<typeof findWithTies>) => findWithTies(...args).map(({ tie: _tie, ...person }) => person);

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

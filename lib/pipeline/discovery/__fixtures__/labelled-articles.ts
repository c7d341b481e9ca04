import type { SignalType } from "@/lib/providers/llm/signal-types";
import { getDemoArticle, listDemoArticles } from "@/lib/providers/news-corpus/demo/list-demo-articles";

// The labelled development set for discovery's steps: every demo corpus story (labelled by the
// corpus itself: account, signal type, same-story links, decoys) plus hand-labelled short cases.

export type LabelledArticle = {
  id: string;
  /** demo account key the article was retrieved for */
  account: string;
  title: string;
  snippet: string;
  text?: string;
  mention: "about" | "passing_mention";
  company: "right_company" | "namesake";
  signal: SignalType;
  /** id of the article telling the same story */
  sameStoryAs?: string;
};

const fromCorpus: LabelledArticle[] = listDemoArticles().map((a) => ({
  id: a.slug,
  account: a.decoy?.accountKey ?? a.accountKey,
  title: a.title,
  snippet: a.snippet,
  text: getDemoArticle(a.slug)!.paragraphs.join("\n\n"),
  mention: a.decoy?.kind === "passing_mention" ? "passing_mention" : "about",
  company: a.decoy?.kind === "namesake" ? "namesake" : "right_company",
  signal: a.signalType,
  sameStoryAs: a.sameStoryAs,
}));

const hand: LabelledArticle[] = [
  { id: "h1", account: "larkspur", title: "Larkspur Retail names Dana Cole chief financial officer", snippet: "Cole joins from a grocery chain as the retailer reshapes its store estate.", mention: "about", company: "right_company", signal: "leadership_change" },
  { id: "h2", account: "larkspur", title: "Larkspur Retail CFO Dana Cole to lead store review", snippet: "The retailer appointed Cole as finance chief on Monday, replacing an interim CFO.", mention: "about", company: "right_company", signal: "leadership_change", sameStoryAs: "h1" },
  { id: "h3", account: "larkspur", title: "Holiday shopping forecast: malls expect a busy December", snippet: "Chains including Target, Walmart and Larkspur Retail are adding seasonal staff.", mention: "passing_mention", company: "right_company", signal: "hiring" },
  { id: "h4", account: "ferrovia", title: "Ferrovia Logistics raises €80 million green bond for electric trucks", snippet: "The freight group will electrify 600 trucks by 2028.", mention: "about", company: "right_company", signal: "funding" },
  { id: "h5", account: "ferrovia", title: "Ferrovia wins court fight over Milan rail depot", snippet: "A court in Milan ruled that Ferrovia Logistics may keep operating its freight depot.", mention: "about", company: "right_company", signal: "legal" },
  { id: "h6", account: "ferrovia", title: "European freight volumes slip for a third month", snippet: "Rail operators such as DB Cargo and Ferrovia Logistics reported weaker bookings.", mention: "passing_mention", company: "right_company", signal: "other" },
  { id: "h7", account: "cobalt", title: "Cobalt Ridge Bank to cut 300 jobs in branch overhaul", snippet: "The lender will close 20 branches and move staff to digital banking.", mention: "about", company: "right_company", signal: "layoffs" },
  { id: "h8", account: "cobalt", title: "Cobalt Ridge Bank lays off 300 as branches close", snippet: "Cobalt Ridge Bancorp confirmed job cuts at 20 branches across Ohio.", mention: "about", company: "right_company", signal: "layoffs", sameStoryAs: "h7" },
  { id: "h9", account: "cobalt", title: "Cobalt Ridge Bank hosts charity golf tournament", snippet: "Cobalt Ridge Bank, a country club golf team in Vermont, won the charity tournament and the club's league season.", mention: "about", company: "namesake", signal: "other" },
  { id: "h10", account: "nimbus", title: "Nimbus Health partners with Mercy hospitals on virtual care", snippet: "The telehealth company will staff virtual wards for 14 hospitals.", mention: "about", company: "right_company", signal: "partnership" },
  { id: "h11", account: "nimbus", title: "Nimbus Health opens smoothie bar in Miami Beach", snippet: "Nimbus Health, a juice and smoothie cafe, opened its second restaurant in Miami Beach.", mention: "about", company: "namesake", signal: "expansion" },
  { id: "h12", account: "orbital", title: "Orbital Foods launches plant-based snack line", snippet: "The packaged food maker unveiled 12 new snacks for grocery stores.", mention: "about", company: "right_company", signal: "product_launch" },
  { id: "h13", account: "orbital", title: "Orbital Foods quarterly revenue rises 8 percent", snippet: "Orbital Foods Corporation reported third-quarter earnings above expectations.", mention: "about", company: "right_company", signal: "earnings" },
  { id: "h14", account: "tessel", title: "Tessel Robotics opens US factory in Ohio", snippet: "The robot maker will build cobots for American automation customers.", mention: "about", company: "right_company", signal: "expansion" },
  { id: "h15", account: "tessel", title: "Automation spending climbs as factories chase productivity", snippet: "Suppliers like ABB, Fanuc and Tessel Robotics see longer order books.", mention: "passing_mention", company: "right_company", signal: "other" },
  { id: "h16", account: "pinecrest", title: "Pinecrest Insurance fined $4 million over claims handling", snippet: "The state regulator said the insurer delayed payments to policyholders.", mention: "about", company: "right_company", signal: "legal" },
  { id: "h17", account: "pinecrest", title: "Pinecrest Insurance hit with $4 million regulator penalty", snippet: "Pinecrest Mutual Insurance Co. will pay the fine and review claims processes.", mention: "about", company: "right_company", signal: "legal", sameStoryAs: "h16" },
  { id: "h18", account: "skyforge", title: "Skyforge Aerospace appoints new chief executive", snippet: "The engine maker named Ana Costa to lead the company from March.", mention: "about", company: "right_company", signal: "leadership_change" },
  { id: "h19", account: "quantia", title: "Quantia Bio layoffs hit 120 research staff", snippet: "The biotech is cutting jobs after a failed clinical trial.", mention: "about", company: "right_company", signal: "layoffs" },
  { id: "h20", account: "quantia", title: "Biotech index falls as rate fears return", snippet: "Shares of Moderna, Quantia Bio and Genmab fell more than 3 percent.", mention: "passing_mention", company: "right_company", signal: "other" },
  { id: "h21", account: "arcadia", title: "Arcadia Media launches ad-supported streaming tier", snippet: "The broadcaster's new plan costs $5.99 a month.", mention: "about", company: "right_company", signal: "product_launch" },
  { id: "h22", account: "helio", title: "Helio Grid lays off 80 staff at Nevada battery plant", snippet: "The energy storage company is pausing a production line.", mention: "about", company: "right_company", signal: "layoffs" },
];

export const labelledArticles: LabelledArticle[] = [...fromCorpus, ...hand];

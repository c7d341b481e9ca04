import type { LogQuery } from "./discovery-log";
import type { AccountProfile } from "./account-profile";

// Step 3 (rule-based): several queries per account, news and web, from its names and domain, aimed
// at the signal types the seller's solutions care about.

const SIGNAL_QUERIES: { purpose: string; terms: string; cue: RegExp }[] = [
  { purpose: "Deals: acquisitions, mergers and funding", terms: "(acquisition OR acquires OR merger OR funding OR raises)", cue: /merger|acqui|integration|funding|growth|forecast|invest/i },
  { purpose: "Leadership changes", terms: "(appoints OR names OR CEO OR CFO OR chief)", cue: /leader|executive|cfo|ceo|board|finance/i },
  { purpose: "Expansion and hiring", terms: "(expansion OR expands OR opens OR hiring OR jobs)", cue: /expan|growth|scal|hiring|workforce|distributed/i },
  { purpose: "Risk: lawsuits, breaches, regulators and layoffs", terms: "(lawsuit OR breach OR regulator OR investigation OR layoffs)", cue: /compliance|audit|breach|incident|risk|regulat|security/i },
  { purpose: "Partnerships, launches and results", terms: "(partnership OR launches OR earnings OR revenue)", cue: /partner|launch|revenue|earnings|product/i },
];

export function generateQueries(profile: AccountProfile, sellerSolutions: string, maxSignalQueries = 3): LogQuery[] {
  const name = `"${profile.name}"`;
  const queries: LogQuery[] = [{ purpose: "Recent news about the account", serpapi_engine: "google_news", query: name }];
  if (profile.fullName && profile.fullName !== profile.name) {
    queries.push({ purpose: "News under the official name", serpapi_engine: "google_news", query: `"${profile.fullName}"` });
  }
  const fitting = SIGNAL_QUERIES.filter((q) => q.cue.test(sellerSolutions));
  const chosen = [...fitting, ...SIGNAL_QUERIES.filter((q) => !fitting.includes(q))].slice(0, maxSignalQueries);
  for (const q of chosen) queries.push({ purpose: q.purpose, serpapi_engine: "google_news", query: `${name} ${q.terms}` });
  if (profile.domain) {
    queries.push({ purpose: "Announcements and press coverage on the web", serpapi_engine: "google", query: `${name} (press release OR announces) -site:${profile.domain}` });
  }
  return queries;
}

import { tokenize } from "@/lib/providers/search/bm25";

// What the pipeline knows about an account to tell it apart from namesakes: its names, domain, people
// and the industries its names and past events speak of.

export type AccountProfile = {
  name: string;
  fullName: string | null;
  domain: string | null;
  /** name, full name and the full name without its legal suffix: the ways articles name the account */
  aliases: string[];
  people: string[];
  industries: Set<string>;
};

// First words too common to stand for a company on their own.
const COMMON_FIRST_WORDS = new Set(["american", "global", "national", "united", "general", "first", "international", "digital", "central", "north", "south", "western", "eastern", "cobalt", "golden", "silver"]);

const LEGAL_SUFFIX = /[,.]?\s+(inc|inc\.|incorporated|ltd|ltd\.|limited|llc|plc|gmbh|ag|sa|s\.a\.|s\.p\.a\.|spa|co\.|corp|corp\.|corporation|holdings|group|bancorp|n\.v\.|bv|ab|oy)\.?$/i;

/** Industry word groups; an article and an account "share an industry" when they hit the same group. */
export const industryLexicon: Record<string, string[]> = {
  energy: ["energy", "grid", "solar", "battery", "batteries", "storage", "power", "utility", "utilities", "renewable", "wind", "electricity"],
  biotech: ["bio", "biotech", "biotherapeutics", "pharma", "pharmaceutical", "drug", "therapy", "therapeutics", "clinical", "trial", "fda"],
  retail: ["retail", "retailer", "store", "stores", "shoppers", "ecommerce", "e-commerce", "merchandise"],
  logistics: ["logistics", "freight", "rail", "shipping", "warehouse", "warehouses", "cargo", "trucking", "supply"],
  banking: ["bank", "bancorp", "banking", "lender", "lending", "deposits", "loans", "mortgage", "credit"],
  health: ["health", "healthcare", "hospital", "hospitals", "clinic", "clinics", "patients", "care", "telehealth", "medical"],
  food: ["foods", "food", "snack", "snacks", "grocery", "beverage", "packaged"],
  robotics: ["robotics", "robot", "robots", "automation", "autonomous"],
  mobility: ["mobility", "scooter", "scooters", "e-scooter", "car-sharing", "bikes", "e-bike", "micromobility", "rides", "riders"],
  media: ["media", "broadcaster", "broadcasting", "streaming", "television", "tv", "channels", "subscribers"],
  insurance: ["insurance", "insurer", "policyholders", "mutual", "underwriting", "claims", "premiums"],
  aerospace: ["aerospace", "aircraft", "engines", "aviation", "airline", "airlines", "satellite", "satellites", "jet"],
  hospitality: ["coffee", "cafe", "cafes", "roaster", "roastery", "restaurant", "restaurants", "bakery", "hotel", "hotels", "brewery", "winery", "bar"],
  fashion: ["fashion", "apparel", "boutique", "clothing", "footwear"],
  realestate: ["real", "estate", "property", "properties", "apartments", "housing", "landlord"],
  sports: ["club", "league", "football", "soccer", "basketball", "stadium", "season"],
  arts: ["podcast", "podcasts", "studio", "band", "album", "theatre", "theater", "gallery", "festival", "film"],
  agriculture: ["farm", "farms", "farming", "crops", "dairy", "orchard"],
};

const wordToIndustry = new Map<string, string>();
for (const [industry, words] of Object.entries(industryLexicon)) for (const w of words) wordToIndustry.set(w.replace(/-/g, ""), industry);

/** The industry groups a text's words hit. */
export function industriesOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().match(/[a-z-]+/g) ?? []) {
    const industry = wordToIndustry.get(word.replace(/-/g, ""));
    if (industry) out.add(industry);
  }
  return out;
}

export function domainOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
}

export function buildAccountProfile(input: {
  name: string;
  fullName?: string | null;
  url?: string | null;
  people?: string[];
  /** titles and summaries of the account's past events */
  history?: string[];
}): AccountProfile {
  const aliases = new Set<string>([input.name.trim()]);
  const fullName = input.fullName?.trim() || null;
  if (fullName) {
    aliases.add(fullName);
    let short = fullName;
    for (let i = 0; i < 3; i++) short = short.replace(LEGAL_SUFFIX, "").trim();
    if (short.length >= 3) aliases.add(short);
  }
  // Headlines shorten names to their distinctive first word ("Ferrovia to acquire Nordfrakt").
  const first = input.name.trim().split(/\s+/);
  if (first.length >= 2 && first[0].length >= 5 && /^[A-Z]/.test(first[0]) && !COMMON_FIRST_WORDS.has(first[0].toLowerCase())) aliases.add(first[0]);
  const industries = industriesOf(`${input.name} ${fullName ?? ""} ${(domainOf(input.url) ?? "").replace(/[.-]/g, " ")}`);
  // Past events add industries only when they agree with the name's, or when the name says nothing.
  const historyIndustries = industriesOf((input.history ?? []).join(" "));
  if (industries.size === 0) for (const i of historyIndustries) industries.add(i);
  return {
    name: input.name.trim(),
    fullName,
    domain: domainOf(input.url),
    aliases: [...aliases].sort((a, b) => b.length - a.length),
    people: (input.people ?? []).filter((p) => p.trim().length > 3),
    industries,
  };
}

/** Content words for similarity (no stop words). */
export const contentWords = (text: string) => tokenize(text).filter((t) => t.length > 2);

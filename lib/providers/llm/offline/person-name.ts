import nlp from "compromise";

// Name patterns shared by the offline extraction and the hosted path's checks.
// "McGuigan", "MacDonald", "O'Brien", "Brabeck-Letmathe": one word of a name, inner capitals included.
export const NAME_WORD = String.raw`(?:\p{Lu}['’])?\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)?(?:[-'’]\p{Lu}?\p{Ll}+)?`;
const PARTICLE = String.raw`(?:(?:de|van|von|der|den|da|di|del|la|le|du|dos|das|bin|ibn|al)\s)`;
// "J.T. Wang", "J. T. Wang", "A.G. Lafley": initials in place of a given name.
const INITIALS = String.raw`\p{Lu}\.(?:\s?\p{Lu}\.){0,2}`;
export const NAME = String.raw`(?:(?:Dr|Prof)\.?\s)?(?:${NAME_WORD}(?:\s\p{Lu}\.)?|${INITIALS})(?:\s${PARTICLE}*${NAME_WORD}){1,2}`;

/**
 * Words a person's name does not contain: titles, organisation and place heads, calendar words and the
 * common nouns of headlines ("Crisis Manager", "Growth Strategy", "Capital Markets Day").
 */
const NOT_NAME_WORDS = new Set([
  "The", "Chief", "Officer", "Company", "Group", "Inc", "Corp", "Ltd", "Llc", "Plc", "Said", "Says", "Monday", "Tuesday",
  "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "January", "February", "March", "April", "May", "June", "July",
  "August", "September", "October", "November", "December", "Executive", "President", "Vice", "Head", "Director", "Board",
  "Manager", "Controller", "Treasurer", "Founder", "Co-founder", "Spokesman", "Spokeswoman", "Spokesperson", "Editor",
  "Professor", "Judge", "Commissioner", "Deputy", "Interim", "Acting", "Senior", "Former", "Lawyer", "Attorney", "Minister", "Secretary", "Governor", "Senator", "Chairman", "Chair", "Mayor", "Analyst", "Analysts", "Shares",
  "Under", "Sector", "Industry", "Automotive", "Markets", "Market", "Global", "North", "South", "East", "West", "America",
  "Europe", "Asia", "Africa", "News", "Bank", "Capital", "Partners", "Ventures", "Health", "Media", "Energy", "Software",
  "Systems", "Holdings", "Strategy", "Strategies", "University", "College", "School", "Institute", "Street", "Avenue", "Road",
  "Valley", "City", "County", "State", "States", "Day", "Week", "Year", "Center", "Centre", "Council", "Committee",
  "Department", "Ministry", "Agency", "Authority", "Commission", "Foundation", "Association", "Union", "Fund", "Trust",
  "Securities", "Investments", "Associates", "Services", "Technologies", "Technology", "Labs", "Airlines", "Motors",
  "Pharmaceuticals", "Insurance", "Exchange", "Reserve", "Court", "House", "Senate", "Congress", "Party", "Office", "Plan",
  "Program", "Programme", "Project", "Act", "Law", "Summit", "Conference", "Forum", "Report", "Review", "Times", "Post",
  "Journal", "Island", "Islands", "River", "Lake", "Bay", "Coast", "Airport", "Station", "Square", "Mall", "Crisis",
  "Management", "Operations", "Relations", "Resources", "Communications", "Sales", "Marketing", "Finance", "Investor",
  "Republicans", "Democrats", "Republican", "Democrat", "Federal", "National", "International", "Royal", "Prime",
  // Heads of divisions and product lines ("Advanced Development Programs", "Gene Therapy Tools").
  "Development", "Programs", "Programmes", "Projects", "Tools", "Products", "Solutions", "Networks", "Therapeutics", "Research", "Affairs",
  // Product names ("Vision Pro", "Xbox One") are not people either.
  "Pro", "Max", "Plus", "Ultra", "Mini", "One", "Series", "Edition",
]);

const GLUED_WORD = /\p{Ll}{3}(?:after|touted|owns|said|says|told|added|noted|stated|explained)$/u;

const NAME_TAGS = ["FirstName", "MaleName", "FemaleName", "Person", "LastName", "Honorific"];
const { lexicon } = (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one;

/** A word of the dictionary that is not a name ("crisis", "new", "prime"); unknown words and first names are not. */
function isCommonWord(word: string): boolean {
  const tags = lexicon[word.toLowerCase()];
  if (!tags) return false;
  return ![tags].flat().some((t) => NAME_TAGS.includes(t));
}

/**
 * "Bob Iger's" → "Bob Iger"; null for what is not a person's name: an organisation, a place, a title, a
 * possessive phrase ("Trump's Strategy") or a headline fragment ("Crisis Manager", "Prime Minister").
 */
export function cleanPersonName(raw: string): string | null {
  // "And David Menlow", "Im Leo Cunningham" (a lost apostrophe): a sentence's word in front is not the name's.
  const name = raw.replace(/[’']s?$/, "").replace(/\s+/g, " ").trim().replace(/^(?:And|But|Or|Im|I'm|I’m|Says|Said|Told|Then|With)\s+/, "");
  const bare = name.replace(/^(?:Dr|Prof)\.?\s/, "");
  const words = bare.split(" ");
  if (words.length < 2) return null;
  // "Jensen Huangtouted", "Jennifer Jones Patonafter": a page that lost its spaces glued the next word on.
  if (GLUED_WORD.test(words[words.length - 1])) return null;
  if (words.some((w) => NOT_NAME_WORDS.has(w) || NOT_NAME_WORDS.has(w.replace(/[’']s$/, "")))) return null;
  // "Trump's Strategy": a possessive inside is a phrase about someone, not a name.
  if (words.slice(0, -1).some((w) => /[’']s$/.test(w))) return null;
  const doc = nlp(bare);
  if (doc.has("#Month") || doc.has("#WeekDay")) return null;
  const tagged = doc.json()[0]?.terms as { tags: string[] }[] | undefined;
  const personTagged = Boolean(tagged?.some((t) => t.tags.includes("Person") || t.tags.includes("FirstName")));
  // A name starts with a given name: a dictionary word there ("Crisis Manager", "New York") is not one
  // unless the tagger takes the whole for a person ("Hope Hicks" is tagged as a verb alone, a person here).
  if (isCommonWord(words[0]) && !personTagged) return null;
  // "Goldman Sachs", "Windward Power": organisations, unless the first word is a given name.
  if (doc.has("#Organization") && !nlp(words[0]).has("#FirstName")) return null;
  // "Hong Kong", "New York": only a place when every word is a known one; the tagger's wider place tag
  // takes "Daniel Park" and "Gideon Marsh" for places.
  if (tagged?.every((t) => t.tags.some((tag) => ["Country", "City", "Region"].includes(tag)))) return null;
  return name;
}

/** The surname the story uses after the first mention ("Jane Doe" → "Doe"). */
export const surnameOf = (name: string) => name.replace(/^(?:Dr|Prof)\.?\s/, "").split(/\s+/).pop() ?? name;

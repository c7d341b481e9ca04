import { clean, classWords } from "./page-structure";

// Blocks that sit inside or beside a story without being part of it: other stories' headlines (related,
// recommended, "More from …"), captions, standfirsts and kickers, share bars, sign-up prompts and
// "Read more" link lists. A summary taken from them reports another article, so they go before any reading.
const OFF_STORY_TAGS = new Set(["aside", "nav", "figcaption", "footer"]);
const OFF_STORY_WORDS = new Set([
  "related", "relatedlinks", "recommended", "recommendations", "recirculation", "recirc", "outbrain", "taboola", "trending",
  "mostread", "mostpopular", "readmore", "morestories", "share", "sharing", "sharebar", "sharetools", "social", "caption",
  "credit", "dek", "deck", "standfirst", "strapline", "subheadline", "kicker", "eyebrow", "byline", "dateline", "newsletter",
  "newsletters", "subscribe", "signup", "paywall",
]);
/** "more-stories", "read-more", "most-read": a pair of class words naming a list of other stories. */
const OFF_STORY_PAIRS: [string, string[]][] = [
  ["more", ["stories", "news", "from", "articles", "coverage", "headlines", "reading", "like", "this"]],
  ["read", ["more", "next", "also"]],
  ["most", ["read", "popular", "viewed", "shared"]],
  ["top", ["stories", "news"]],
  ["you", ["may", "might"]],
];

/** A heading that introduces other stories; the list after it goes with it. */
const OFF_STORY_HEADING =
  /^(?:more (?:from|on|in|about|stories|news)\b|related\b|read (?:more|next|also)\b|recommended\b|you (?:may|might) (?:also )?like\b|most (?:read|popular|viewed|shared)\b|top stories\b|latest (?:news|stories)\b|see also\b|also read\b|trending\b|editors?[’']? picks\b|further reading\b|sign up\b|subscribe\b|get (?:our|the)\b.{0,40}newsletter)/i;
/** A paragraph that points elsewhere ("Related: …", "READ MORE: …") or asks for a sign-up. */
const OFF_STORY_LINE =
  /^(?:related(?: coverage| stories| content)?\s*:|read (?:more|next|also)\s*:|see also\s*:|also read\s*:|more\s*:|watch\s*:|listen\s*:|recommended\s*:|sign up\b|subscribe (?:to|now|today|for)\b|get (?:our|the)\b.{0,40}newsletter|already a subscriber\b|click here\b|powered by\b|\(?(?:additional\s)?(?:reporting|writing|editing)\sby\b)/i;
const SHORT_LINE = 240;

/** Removes what is not the story (see above), never an element that holds the story itself. */
export function removeOffStory(document: Document) {
  const body = document.body;
  if (!body) return;
  // One static list of the page's elements; tags and parents are read directly (per-element selector calls are slow in jsdom).
  const all = [...body.querySelectorAll("*")];
  const headline = body.querySelector("h1");
  for (const el of all) {
    // What holds the headline is the story's wrapper, whatever its class says ("share-enabled", "social-story").
    if (el.isConnected && !insideParagraph(el) && isOffStory(el) && !holdsStory(el) && !(headline && el.contains(headline))) el.remove();
  }
  for (const heading of all) {
    if (!HEADING_TAGS.has(heading.tagName) || !heading.isConnected || !OFF_STORY_HEADING.test(clean(heading.textContent))) continue;
    const next = heading.nextElementSibling;
    if (next && isLinkList(next)) next.remove();
    if (!holdsStory(heading)) heading.remove();
  }
  const holdsBlock = new Set<Element>();
  for (const el of all) {
    if (!BLOCK_TAGS.has(el.tagName)) continue;
    for (let parent = el.parentElement; parent && !holdsBlock.has(parent); parent = parent.parentElement) holdsBlock.add(parent);
  }
  // Leaf blocks only: a short one cannot hold the story, and nested wrappers are not measured twice.
  for (const block of all) {
    if (!LINE_TAGS.has(block.tagName) || !block.isConnected || (block.tagName !== "P" && holdsBlock.has(block))) continue;
    const text = clean(block.textContent);
    if (text.length <= SHORT_LINE && (OFF_STORY_LINE.test(text) || isOnlyLinks(block, text))) block.remove();
  }
  for (const list of all) {
    if ((list.tagName === "UL" || list.tagName === "OL") && list.isConnected && isLinkList(list)) list.remove();
  }
}

const HEADING_TAGS = new Set(["H2", "H3", "H4", "H5", "H6", "STRONG"]);
const BLOCK_TAGS = new Set(["P", "DIV", "LI", "UL", "OL"]);
const LINE_TAGS = new Set(["P", "LI", "DIV"]);

/** A link or span inside a sentence is part of the text. */
function insideParagraph(el: Element) {
  for (let parent = el.parentElement; parent; parent = parent.parentElement) if (parent.tagName === "P") return true;
  return false;
}

function isOffStory(el: Element): boolean {
  if (OFF_STORY_TAGS.has(el.tagName.toLowerCase())) return true;
  const words = classWords(el);
  if (words.some((w) => OFF_STORY_WORDS.has(w))) return true;
  return OFF_STORY_PAIRS.some(([first, seconds]) => {
    const at = words.indexOf(first);
    return at >= 0 && seconds.includes(words[at + 1] ?? "");
  });
}

/** The story's own wrapper may carry any class name: what holds real paragraphs stays. */
function holdsStory(el: Element) {
  if (["MAIN", "ARTICLE", "BODY"].includes(el.tagName)) return true;
  let long = 0;
  for (const p of el.getElementsByTagName("p")) if (clean(p.textContent).length >= 150 && ++long >= 2) return true;
  return false;
}

/** A block whose whole text is one or more links: another story's headline, "Read the full transcript". */
function isOnlyLinks(block: Element, text: string) {
  const links = [...block.getElementsByTagName("a")].filter((a) => a.hasAttribute("href"));
  if (links.length === 0 || text.length === 0) return false;
  const linked = links.map((a) => clean(a.textContent)).join(" ");
  return linked.length >= text.length * 0.9;
}

/** Two or more items, each mostly a link: a list of other stories. */
function isLinkList(el: Element) {
  const items = el.tagName === "UL" || el.tagName === "OL" ? [...el.children].filter((c) => c.tagName === "LI") : [...el.getElementsByTagName("li")];
  if (items.length < 2) return false;
  return items.every((li) => {
    const text = clean(li.textContent);
    return text.length > 0 && isOnlyLinks(li, text);
  });
}

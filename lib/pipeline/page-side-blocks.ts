// What the pre-DOM scan (page-limits.ts) sets aside before counting: site chrome and blocks of other
// stories. A block set aside is dropped unless it turns out to hold the story (see page-limits.ts).

/** Attributes of a start tag the scan looks at, each value cut to a bounded length. */
export type TagAttributes = {
  classes: string;
  id: string;
  role: string;
  ariaLabel: string;
  itemprop: string;
  hidden: boolean;
  ariaHidden: boolean;
  /** data-component, data-module, data-testid and the like: short names, never URLs or JSON. */
  data: string;
};

export const emptyAttributes = (): TagAttributes => ({ classes: "", id: "", role: "", ariaLabel: "", itemprop: "", hidden: false, ariaHidden: false, data: "" });

/** Site chrome by its tag: readers and Readability drop these around the story. */
const CHROME_TAGS = new Set(["nav", "aside", "footer"]);
const CHROME_ROLES = new Set(["navigation", "complementary", "contentinfo", "banner", "menu", "menubar", "dialog", "alertdialog", "search"]);
/** Never set aside, whatever their names say: the story lives in them. */
const STORY_TAGS = new Set(["html", "head", "body", "main", "article"]);

// Words (of class, id, aria-label, data-* names) of blocks that list other stories or sell something.
const OTHER_STORIES = ["related", "recommended", "recommendation", "recommendations", "recirc", "recirculation", "trending", "popular", "mostread", "mostpopular", "morestories", "morenews", "readmore", "readnext", "upnext", "outbrain", "taboola", "teads", "onward", "headlines"];
const SELLING = ["newsletter", "newsletters", "promo", "promotion", "promos", "sponsored", "advert", "advertisement", "adslot", "ad", "ads", "subscribe", "paywall", "signup"];

const CHROME = ["nav", "navbar", "navigation", "navbox", "menu", "megamenu", "breadcrumb", "breadcrumbs", "sidebar", "rail", "footer", "masthead", "toc", "comments", "comment", "disqus", "references", "reflist", "reference", "editsection", "noprint"];
const SIDE_WORDS = new Set([...OTHER_STORIES, ...SELLING, ...CHROME]);
// Two-word names: "more-stories", "most_read", "you-may-also-like", "read next".
const SIDE_PAIRS = new Set(["more stories", "more news", "most read", "most popular", "read next", "up next", "also like", "may like", "read more", "top stories", "latest news", "more from"]);

/** Lower-case words of a name: "relatedStories" and "related-stories" both give related, stories. */
export function nameWords(value: string): string[] {
  return value
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

// Pages repeat the same few class names thousands of times (teaser cards): each is split once.
const verdicts = new Map<string, boolean>();

function namesSideBlock(value: string): boolean {
  if (!value) return false;
  let verdict = verdicts.get(value);
  if (verdict === undefined) {
    if (verdicts.size > 10_000) verdicts.clear();
    verdicts.set(value, (verdict = splitNamesSideBlock(value)));
  }
  return verdict;
}

function splitNamesSideBlock(value: string): boolean {
  const words = nameWords(value);
  for (let i = 0; i < words.length; i++) {
    if (SIDE_WORDS.has(words[i])) return true;
    if (i > 0 && SIDE_PAIRS.has(`${words[i - 1]} ${words[i]}`)) return true;
  }
  return false;
}

/**
 * Whether an element is chrome or a block of other stories: navigation, side rails, footers, the
 * site header, hidden elements, and blocks named related, recommended, more stories, trending,
 * newsletter, promo, share and the like.
 */
export function isSideBlock(tag: string, attrs: TagAttributes, insideStory: boolean): boolean {
  if (STORY_TAGS.has(tag)) return false;
  if (CHROME_TAGS.has(tag)) return true;
  if (tag === "header" && !insideStory) return true;
  if (attrs.hidden || attrs.ariaHidden) return true;
  if (attrs.role && CHROME_ROLES.has(attrs.role.toLowerCase())) return true;
  if (attrs.itemprop.toLowerCase().includes("articlebody")) return false;
  return namesSideBlock(attrs.classes) || namesSideBlock(attrs.id) || namesSideBlock(attrs.ariaLabel) || namesSideBlock(attrs.data);
}

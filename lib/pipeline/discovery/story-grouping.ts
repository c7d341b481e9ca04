import { conflictOf, storySpecifics, type StorySpecifics } from "./story-conflicts";
import { FEATURE_DEFAULTS, ignoredWords, shared, stemSet, storyFeatureViews, type StoryFeatures, type StoryInput } from "./story-similarity";

// Groups news articles that report the same story (one event told by several outlets in their own
// words). Pure and linear: no network, no model.
//
//   groupStories(items, { ignore: accountAliases }) → { groups: [[id, …], …], links: [...] }
//   items: { id, title, snippet, text?, publishedAt? }[] (text: the article body when it was fetched)
//
// Items are read in the order given (discovery passes existing events first, then candidates best
// first): each item joins the group of the most similar earlier item when their similarity reaches
// the threshold, else it starts a group. Similarity is the cosine of TF-IDF vectors over headline and
// lead (stems, the account's own names weigh nothing), plus a bonus for shared amounts, names and large
// numbers; articles published more than `windowDays` apart never group, nor do two whose headlines
// name conflicting specifics (story-conflicts.ts: different sizes, partners, periods, amounts, or an
// incident and a later step of the case it led to). IDF is computed over the
// items themselves with `priorDocuments` imaginary documents in which no word occurs, so a small run
// still weighs words sensibly while words every item shares (the account's sector) weigh little.
// Candidate pairs come from an inverted index (only items sharing a word are scored; very common words
// are not indexed), so 10,000 items take well under a second.
// Thresholds were set on development data by scripts/tune-same-story.ts (40 stories x 3 outlets:
// pairwise F1 0.966 from title + snippet, 0.947 with the body, precision 1.0; of 785 pairs of different
// stories naming the same person, with that person's name ignored as an account's is, none merged).

export type GroupingOptions = {
  /** the account's names and aliases: their words carry no weight */
  ignore?: string[];
  /** the account's sector words: they weigh `sectorWeight` */
  sectorWords?: string[];
  /**
   * more articles of the same run (e.g. every search result about the account) that are not grouped
   * but count in the IDF: words common in the account's news weigh little even in a small run
   */
  background?: Pick<StoryInput, "title" | "snippet" | "text">[];
  /** similarity at or above which two articles are the same story (headline and lead only) */
  threshold?: number;
  /** the same when both articles come with their body text (longer texts share more words by chance) */
  bodyThreshold?: number;
  /** articles published further apart than this (days) are different stories */
  windowDays?: number;
  /** imaginary documents added to the IDF's document count (smoothing for small runs) */
  priorDocuments?: number;
  /** bonus per shared amount or large number, and per shared name */
  figureBonus?: number;
  nameBonus?: number;
  /** cap on the whole bonus */
  maxBonus?: number;
  titleWeight?: number;
  bodyChars?: number;
  sectorWeight?: number;
  /** words in more than this share of the items (and of at least 50 items) are not indexed */
  maxDocumentShare?: number;
  /** headlines with conflicting specifics (different sizes, partners the other article never names) never group */
  conflicts?: boolean;
};

export const GROUPING_DEFAULTS = {
  threshold: 0.22,
  bodyThreshold: 0.28,
  // Outlets report one event within a few days of each other (development data: all but one same-story
  // pair of the labelled news within 2 days, the BASIL stories within 4); an article a week on that shares
  // the words is a follow-up ("back in talks" five days after "in talks").
  windowDays: 4,
  priorDocuments: 10,
  figureBonus: 0.05,
  nameBonus: 0.03,
  maxBonus: 0.15,
  maxDocumentShare: 0.05,
  conflicts: true,
  ...FEATURE_DEFAULTS,
} satisfies Required<Omit<GroupingOptions, "ignore" | "sectorWords" | "background">>;

export type StoryLink = {
  /** the item that joined */
  id: string;
  /** the earlier item it was most similar to (its group's first item is `groups[…][0]`) */
  matched: string;
  similarity: number;
  cosine: number;
  sharedFigures: string[];
  sharedNames: string[];
  sharedTerms: string[];
};

export type GroupingResult = {
  /** every item in exactly one group; a group's first id is its earliest item in input order */
  groups: string[][];
  /** why each non-first member joined its group */
  links: StoryLink[];
};

// Terms are numbered per view, so weights, document counts and postings live in typed arrays rather
// than string-keyed maps: grouping 10,000 candidates spends its time on arithmetic, not on hashing.
type Vector = { ids: Int32Array; weights: Float64Array };

type View = {
  features: StoryFeatures[];
  vectors: Vector[];
  /** each term's text by its number */
  words: string[];
  /** in how many of the run's items each term occurs */
  df: Int32Array;
  /** per term: the indexed items and their weights, interleaved (item, weight, item, weight, …) */
  postings: (number[] | undefined)[];
  scores: Float64Array;
  touched: number[];
};

function viewOf(features: StoryFeatures[], background: StoryFeatures[], prior: number): View {
  const numbers = new Map<string, number>();
  const words: string[] = [];
  const ids = features.map((f) => {
    const out = new Int32Array(f.terms.size);
    let k = 0;
    for (const t of f.terms.keys()) {
      let id = numbers.get(t);
      if (id === undefined) numbers.set(t, (id = words.push(t) - 1));
      out[k++] = id;
    }
    return out;
  });
  const df = new Int32Array(words.length);
  for (const list of ids) for (const id of list) df[id]++;
  // the run's other search results count in the IDF of the items' own terms
  const backgroundDf = new Int32Array(words.length);
  for (const f of background)
    for (const t of f.terms.keys()) {
      const id = numbers.get(t);
      if (id !== undefined) backgroundDf[id]++;
    }
  const n = features.length + background.length + prior;
  const idf = new Float64Array(words.length);
  for (let id = 0; id < words.length; id++) {
    const d = df[id] + backgroundDf[id];
    idf[id] = Math.log(1 + (n - d + 0.5) / (d + 0.5));
  }
  const vectors = features.map((f, i) => {
    const weights = new Float64Array(ids[i].length);
    let k = 0;
    for (const tf of f.terms.values()) {
      weights[k] = tf * idf[ids[i][k]];
      k++;
    }
    let norm = 0;
    for (const w of weights) norm += w * w;
    norm = Math.sqrt(norm) || 1;
    for (let j = 0; j < weights.length; j++) weights[j] /= norm;
    return { ids: ids[i], weights };
  });
  return { features, vectors, words, df, postings: new Array(words.length), scores: new Float64Array(features.length), touched: [] };
}

/** Cosines of item i with every earlier item sharing an indexed word, accumulated through the postings. */
function accumulate(view: View, i: number) {
  const v = view.vectors[i];
  for (let k = 0; k < v.ids.length; k++) {
    const list = view.postings[v.ids[k]];
    if (!list) continue;
    const w = v.weights[k];
    for (let p = 0; p < list.length; p += 2) {
      const item = list[p];
      if (view.scores[item] === 0) view.touched.push(item);
      view.scores[item] += w * list[p + 1];
    }
  }
}

function index(view: View, i: number, maxPostings: number) {
  const v = view.vectors[i];
  for (let k = 0; k < v.ids.length; k++) {
    const id = v.ids[k];
    if (view.df[id] > maxPostings) continue; // too common to tell stories apart; keeps the work linear
    (view.postings[id] ??= []).push(i, v.weights[k]);
  }
}

type Match = { item: number; similarity: number; cosine: number; figures: string[]; names: string[]; margin: number; view: View };

/** Groups same-story articles; see the file's head for how. */
export function groupStories(items: StoryInput[], options: GroupingOptions = {}): GroupingResult {
  const o = { ...GROUPING_DEFAULTS, ...options };
  const ignored = ignoredWords(o.ignore ?? []);
  const featureOptions = { titleWeight: o.titleWeight, bodyChars: o.bodyChars, sectorWeight: o.sectorWeight, sector: stemSet(o.sectorWords ?? []) };
  const background = (o.background ?? []).map((item) => ({ id: "", ...item }));
  const hasBody = items.map((item) => Boolean(item.text?.trim()) && o.bodyChars > 0);
  // Headline and lead decide for every pair; where both articles have their body, the body may also say
  // "same story" against its own (higher) threshold. The body adds evidence and never takes the lead's away:
  // outlets agree most in their leads, and a long body shares words with other stories by chance.
  const itemViews = items.map((item) => storyFeatureViews(item, ignored, featureOptions));
  const backgroundViews = background.map((item) => storyFeatureViews(item, ignored, featureOptions));
  const lead = viewOf(
    itemViews.map((v) => v.lead),
    backgroundViews.map((v) => v.lead),
    o.priorDocuments,
  );
  const full = hasBody.some(Boolean)
    ? viewOf(
        itemViews.map((v) => v.full ?? v.lead),
        backgroundViews.map((v) => v.full ?? v.lead),
        o.priorDocuments,
      )
    : null;
  const maxPostings = Math.max(50, Math.floor(items.length * o.maxDocumentShare));

  // read only for pairs similar enough to group: most items never need them
  const specifics: (StorySpecifics | undefined)[] = [];
  const specificsOf = (i: number) => (specifics[i] ??= storySpecifics(items[i], ignored, o.bodyChars));
  const groupOf = new Int32Array(items.length);
  const groups: number[][] = [];
  const links: StoryLink[] = [];

  const consider = (view: View, i: number, threshold: number, best: Match | undefined, onlyWithBody: boolean): Match | undefined => {
    for (const j of view.touched) {
      const cosine = view.scores[j];
      view.scores[j] = 0;
      if (onlyWithBody && !hasBody[j]) continue;
      if (!withinWindow(view.features[i].days, view.features[j].days, o.windowDays)) continue;
      if (cosine + o.maxBonus < threshold) continue;
      const figures = shared(view.features[i].figures, view.features[j].figures);
      const names = shared(view.features[i].names, view.features[j].names);
      const similarity = cosine + Math.min(o.maxBonus, figures.length * o.figureBonus + names.length * o.nameBonus);
      const margin = similarity - threshold;
      if (margin < 0 || (best && margin <= best.margin)) continue;
      if (o.conflicts && conflictOf(specificsOf(i), specificsOf(j))) continue;
      best = { item: j, similarity, cosine, figures, names, margin, view };
    }
    view.touched.length = 0;
    return best;
  };

  for (let i = 0; i < items.length; i++) {
    accumulate(lead, i);
    let best = consider(lead, i, o.threshold, undefined, false);
    if (full && hasBody[i]) {
      accumulate(full, i);
      best = consider(full, i, o.bodyThreshold, best, true);
    }
    if (best) {
      groupOf[i] = groupOf[best.item];
      groups[groupOf[i]].push(i);
      links.push({
        id: items[i].id,
        matched: items[best.item].id,
        similarity: round(best.similarity),
        cosine: round(best.cosine),
        sharedFigures: best.figures.slice(0, 5),
        sharedNames: best.names.slice(0, 5),
        sharedTerms: topSharedTerms(best.view, i, best.item),
      });
    } else {
      groupOf[i] = groups.length;
      groups.push([i]);
    }
    index(lead, i, maxPostings);
    if (full && hasBody[i]) index(full, i, maxPostings);
  }
  return { groups: groups.map((g) => g.map((i) => items[i].id)), links };
}

function withinWindow(a: [number, number] | null, b: [number, number] | null, windowDays: number): boolean {
  if (!a || !b) return true;
  const gap = Math.max(0, a[0] - b[1], b[0] - a[1]);
  return gap <= windowDays;
}

function topSharedTerms(view: View, i: number, j: number): string[] {
  const a = view.vectors[i];
  const b = view.vectors[j];
  const weightB = new Map(Array.from(b.ids, (id, k) => [id, b.weights[k]]));
  return Array.from(a.ids, (id, k) => ({ id, w: a.weights[k] * (weightB.get(id) ?? 0) }))
    .filter((x) => x.w > 0)
    .sort((x, y) => y.w - x.w)
    .slice(0, 5)
    .map((x) => view.words[x.id]);
}

const round = (x: number) => Math.round(x * 1000) / 1000;

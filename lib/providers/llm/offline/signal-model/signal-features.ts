import { CHARITY, NOT_HAPPENED, patterns, type EventType } from "../signal-cues";
import { storySentences, withoutDateline } from "../story";

// What the signal model reads of an article: the headline, the lead (first sentences of the body, or the
// search snippet when only that is known) and the next sentences, after page furniture, datelines and
// bylines are gone. Features are words, word pairs and the hand-written cue phrases, each by where it occurs.

export type SignalInput = { title: string; text: string };

export type SignalView = { title: string; lead: string[]; body: string[] };

const LEAD_SENTENCES = 3;
const BODY_SENTENCES = 12;
const MAX_SENTENCE_CHARS = 600;

/** "LONDON, Jan 5 (Reuters) -", "By Jane Doe, Reuters", "(AP) —": the wire's furniture before the story. */
const WIRE_PREFIX = /^(?:[\p{Lu}][\p{L} .'-]{1,40},\s(?:[\p{L}]{3,9}\.?\s\d{1,2}(?:,\s\d{4})?\s)?)?\((?:Reuters|AP|AFP|Bloomberg|dpa|PRNewswire|BUSINESS WIRE|GLOBE NEWSWIRE)\)\s*[-—–:]+\s*/u;
const BYLINE = /^by\s[\p{Lu}][\p{L}.'-]+(?:\s[\p{Lu}][\p{L}.'-]+){0,3}(?:\s(?:and|&)\s[\p{Lu}][\p{L}.'-]+(?:\s[\p{Lu}][\p{L}.'-]+){0,3})?(?:,\s[\p{L} ]{1,40})?$/iu;

export function cleanSentence(sentence: string): string {
  return withoutDateline(sentence.slice(0, MAX_SENTENCE_CHARS).replace(WIRE_PREFIX, "")).trim();
}

export function signalView(input: SignalInput): SignalView {
  const sentences = storySentences(input.text)
    .map(cleanSentence)
    .filter((s) => s.length > 0 && !BYLINE.test(s));
  // A lead that only repeats the headline says nothing more.
  const titleKey = normalise(input.title);
  const story = sentences.filter((s, i) => !(i === 0 && normalise(s) === titleKey));
  return { title: cleanSentence(input.title), lead: story.slice(0, LEAD_SENTENCES), body: story.slice(LEAD_SENTENCES, LEAD_SENTENCES + BODY_SENTENCES) };
}

const normalise = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();

const STOP_WORDS = new Set(
  "a an the and or of to in on at for by with from as is are was were be been its it this that these those his her their our your has have had will would can could said says say also into over after before about than more most new who which what when where while but not no up out per via".split(
    " ",
  ),
);

/** Words of a sentence: lower-case, numbers and amounts folded into placeholders. */
export function tokens(sentence: string): string[] {
  const out: string[] = [];
  const text = sentence
    .toLowerCase()
    .replace(/[$€£¥]\s?\d[\d.,]*\s?(?:million|billion|trillion|bn|mn|m|b|k)?\b/g, " zmoney ")
    .replace(/\b\d[\d.,]*\s?(?:million|billion|trillion|bn|mn)\b/g, " zamount ")
    .replace(/\b\d[\d.,]*\s?(?:%|percent|per cent)/g, " zpercent ")
    .replace(/\b(?:19|20)\d\d\b/g, " zyear ")
    .replace(/\b\d[\d.,]*\b/g, " znum ");
  for (const raw of text.split(/[^\p{L}\p{N}]+/u)) {
    if (raw.length < 2 || STOP_WORDS.has(raw)) continue;
    out.push(stem(raw));
  }
  return out;
}

/** A light suffix strip so "acquires", "acquired" and "acquiring" meet; not a full stemmer. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.length <= 4) return word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
  return word.replace(/(?:ies)$/, "y").replace(/(?:ing|ed|es|s)$/, "") || word;
}

export type SparseFeatures = Map<string, number>;

function addWords(features: SparseFeatures, prefix: string, sentences: string[], weight: number) {
  const seen = new Set<string>();
  for (const sentence of sentences) {
    const words = tokens(sentence);
    for (let i = 0; i < words.length; i++) {
      seen.add(`${prefix}:${words[i]}`);
      if (i + 1 < words.length) seen.add(`${prefix}2:${words[i]}_${words[i + 1]}`);
    }
  }
  for (const key of seen) features.set(key, (features.get(key) ?? 0) + weight);
}

/** Which cue phrases fire where: a sentence that denies or hedges the event counts for nothing. */
export function cueHits(sentences: string[]): Set<EventType> {
  const hits = new Set<EventType>();
  for (const sentence of sentences) {
    if (NOT_HAPPENED.test(sentence)) continue;
    const charity = CHARITY.test(sentence);
    for (const [type, list] of Object.entries(patterns) as [EventType, RegExp[]][]) {
      if (type === "funding" && charity) continue;
      if (list.some((re) => re.test(sentence))) hits.add(type);
    }
  }
  return hits;
}

/** Word vectors by lower-case word (training only: the shipped model keeps each word's projection instead). */
export type WordVectors = { dims: number; scale: number; get(word: string): Float32Array | undefined };

/** The words whose vectors are averaged: lower-case, no stop words or numbers, not stemmed. */
export function vectorWords(sentence: string): string[] {
  return sentence
    .toLowerCase()
    .split(/[^\p{L}'-]+/u)
    .map((w) => w.replace(/^['-]+|['-]+$/g, ""))
    .filter((w) => w.length >= 2 && !STOP_WORDS.has(w));
}

function addAverage(features: SparseFeatures, prefix: string, sentences: string[], vectors: WordVectors) {
  const sum = new Float64Array(vectors.dims);
  let n = 0;
  for (const sentence of sentences)
    for (const word of vectorWords(sentence)) {
      const v = vectors.get(word);
      if (!v) continue;
      for (let k = 0; k < v.length; k++) sum[k] += v[k];
      n++;
    }
  if (!n) return;
  for (let k = 0; k < sum.length; k++) features.set(`${prefix}${k}`, (sum[k] / n) * vectors.scale);
}

/** The features of one view, L2-normalised over the word part; cue features stay at 1. */
export function featuresOf(view: SignalView, vectors?: WordVectors): SparseFeatures {
  const words: SparseFeatures = new Map();
  addWords(words, "t", [view.title], 1);
  addWords(words, "l", view.lead, 1);
  addWords(words, "b", view.body, 0.5);
  let norm = 0;
  for (const v of words.values()) norm += v * v;
  norm = Math.sqrt(norm) || 1;
  const features: SparseFeatures = new Map();
  for (const [k, v] of words) features.set(k, v / norm);
  for (const t of cueHits([view.title])) features.set(`cue:t:${t}`, 1);
  for (const t of cueHits(view.lead)) features.set(`cue:l:${t}`, 1);
  for (const t of cueHits(view.body)) features.set(`cue:b:${t}`, 0.5);
  if (NOT_HAPPENED.test(view.title)) features.set("neg:t", 1);
  if (view.lead.length > 0 && view.lead.every((s) => NOT_HAPPENED.test(s))) features.set("neg:l", 1);
  features.set("bias", 1);
  if (vectors) {
    addAverage(features, "v:t:", [view.title], vectors);
    addAverage(features, "v:l:", view.lead, vectors);
  }
  return features;
}

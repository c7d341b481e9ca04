import { unsupportedSentences } from "../grounding";
import { splitSentences, stem } from "../offline/text-tools";
import type { ComposeInput, Evidence, EvidenceClaim, EvidenceSource } from "./compose-types";

// A message's factual claims are checked against the event's source text: the article title, the
// article excerpt and the article-based summary. The model-written tldr and "why it matters" are
// analysis, not sources, so a figure that only they state is flagged.

const normalize = (s: string) =>
  s
    .toLowerCase()
    .replace(/[“”„«»]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/\s+/g, " ")
    .replace(/^[\s"'(]+|[\s"'.,;:!?)]+$/g, "")
    .trim();

const numbersOf = (s: string) => (s.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/,/g, ""));

const tokensOf = (s: string) =>
  (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 2 || /\d/.test(w)).map(stem);

/** The numbered sentences a message may cite, each once. */
export function evidenceSources(event: ComposeInput["event"]): EvidenceSource[] {
  const sources: EvidenceSource[] = [];
  const seen = new Set<string>();
  const add = (text: string | null | undefined, origin: EvidenceSource["origin"]) => {
    for (const sentence of text ? (origin === "title" ? [text.trim()] : splitSentences(text)) : []) {
      const key = normalize(sentence);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      sources.push({ id: sources.length + 1, text: sentence, origin });
    }
  };
  add(event.title, "title");
  add(event.event_summary, "event_summary");
  add(event.summary, "summary");
  return sources;
}

function numbersSupported(claim: string, source: string) {
  const have = new Set(numbersOf(source));
  return numbersOf(claim).every((n) => have.has(n));
}

/**
 * Ties `claim` to its source sentence, when the sources state it. With a `quote` (what the model says supports it) the quote
 * must occur in a source sentence (an empty quote is an unsupported claim) holding every figure of
 * the claim; without one the sentence sharing most words is taken and every figure must be in the sources.
 */
export function checkClaim(claim: string, sources: EvidenceSource[], quote?: string, options: { sourcesLanguage?: boolean } = {}): EvidenceClaim {
  // Sharing words with a sentence is not saying what it says: the claim must also pass the article
  // grounding's support check (its content words and figures in one source sentence, or two in a row).
  // A claim written in another language than its sources shares none of their words: then the quote (in
  // the sources) and the figures are what tie it to them.
  const sourceText = sources.map((s) => s.text.replace(/([^.!?…])\s*$/, "$1.")).join(" ");
  const stated = options.sourcesLanguage === false || unsupportedSentences(claim, sourceText).length === 0;
  if (quote !== undefined) {
    const q = normalize(quote);
    const source = q.length >= 8 ? sources.find((s) => normalize(s.text).includes(q)) : undefined;
    const supported = Boolean(source) && stated && numbersSupported(claim, source!.text);
    return { claim, sourceId: supported ? source!.id : null, supported };
  }
  const wanted = new Set(tokensOf(claim));
  let best: EvidenceSource | null = null;
  let bestScore = 0;
  for (const source of sources) {
    const have = new Set(tokensOf(source.text));
    const score = wanted.size ? [...wanted].filter((t) => have.has(t)).length / wanted.size : 0;
    if (score > bestScore) {
      best = source;
      bestScore = score;
    }
  }
  // A summary sentence often joins two source sentences, so its figures may come from any of them.
  const supported = Boolean(best) && bestScore >= 0.5 && stated && numbersSupported(claim, sources.map((s) => s.text).join(" "));
  return { claim, sourceId: supported ? best!.id : null, supported };
}

/** Evidence for a list of claims; only sources that some claim cites are kept, renumbered from 1. */
export function buildEvidence(event: ComposeInput["event"], claims: { claim: string; quote?: string }[], options: { sourcesLanguage?: boolean } = {}): Evidence {
  const all = evidenceSources(event);
  const checked = claims.map((c) => checkClaim(c.claim, all, c.quote, c.quote === undefined ? {} : options));
  const used = all.filter((s) => checked.some((c) => c.sourceId === s.id));
  const renumber = new Map(used.map((s, i) => [s.id, i + 1]));
  return {
    sources: used.map((s) => ({ ...s, id: renumber.get(s.id)! })),
    claims: checked.map((c) => ({ ...c, sourceId: c.sourceId === null ? null : renumber.get(c.sourceId)! })),
  };
}

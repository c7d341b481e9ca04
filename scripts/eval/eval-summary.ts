import type { ContextualizedEvent } from "@/lib/providers/llm/llm-provider";
import type { EvalItem } from "./eval-set";

// Is every summary sentence in the article's own body, and is the TL;DR a body sentence other than the title?

const norm = (s: string) => s.toLowerCase().replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, " ").trim();
const words = (s: string) => norm(s).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 3);

function supported(sentence: string, bodySentences: string[], body: string): boolean {
  const key = norm(sentence).replace(/[.…]+$/, "");
  if (key.length > 0 && body.includes(key)) return true;
  const own = words(sentence);
  if (own.length === 0) return true;
  return bodySentences.some((b) => {
    const there = new Set(words(b));
    return own.filter((w) => there.has(w)).length / own.length >= 0.8;
  });
}

export function summaryScores(items: EvalItem[], outputs: Map<string, ContextualizedEvent>) {
  let sentences = 0;
  let ok = 0;
  let tldrOk = 0;
  let n = 0;
  for (const item of items) {
    const out = outputs.get(item.id);
    if (!out || !item.article) continue;
    n++;
    const body = norm(item.article.text);
    const bodySentences = item.article.text.split(/(?<=[.!?])\s+/);
    for (const s of out.event_summary.split(/(?<=[.!?])\s+/).filter((x) => x.trim())) {
      sentences++;
      if (supported(s, bodySentences, body)) ok++;
    }
    if (norm(out.tldr) !== norm(item.article.title) && supported(out.tldr, bodySentences, body)) tldrOk++;
  }
  return { items: n, sentences, supported: ok, tldrOk };
}

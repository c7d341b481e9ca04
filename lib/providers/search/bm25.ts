// Okapi BM25 over a fixed set of documents (k1 = 1.2, b = 0.75).

const STOP_WORDS = new Set(
  "a an and are as at be by for from has have in is it its of on or that the to was were will with this after over into new said says".split(" "),
);

/** Lower-case word tokens without stop words; keeps digits (amounts, years). */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").match(/[a-z0-9]+/g) ?? []).filter((t) => !STOP_WORDS.has(t));
}

export type Bm25Index = { score(terms: string[]): Float64Array; size: number };

export function buildBm25Index(documents: string[][], k1 = 1.2, b = 0.75): Bm25Index {
  const n = documents.length;
  const lengths = documents.map((d) => d.length);
  const avgLength = lengths.reduce((s, l) => s + l, 0) / Math.max(1, n);
  const postings = new Map<string, { doc: number; tf: number }[]>();
  documents.forEach((tokens, doc) => {
    const counts = new Map<string, number>();
    for (const t of tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
    for (const [term, tf] of counts) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push({ doc, tf });
    }
  });
  return {
    size: n,
    score(terms) {
      const scores = new Float64Array(n);
      for (const term of new Set(terms)) {
        const list = postings.get(term);
        if (!list) continue;
        const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
        for (const { doc, tf } of list) {
          scores[doc] += (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * lengths[doc]) / avgLength));
        }
      }
      return scores;
    },
  };
}

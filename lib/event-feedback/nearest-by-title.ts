/** Lower-case words of three letters or more. */
const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []);

/** The candidate whose title shares the largest share of words with `title` (Jaccard), or null when none shares any. Pure. */
export function nearestByTitle(title: string, candidates: { id: string; title: string | null }[]): string | null {
  const mine = wordsOf(title);
  let best: { id: string; score: number } | null = null;
  for (const c of candidates) {
    const theirs = wordsOf(c.title ?? "");
    const shared = [...mine].filter((w) => theirs.has(w)).length;
    const union = new Set([...mine, ...theirs]).size;
    const score = union ? shared / union : 0;
    if (score > 0 && (!best || score > best.score)) best = { id: c.id, score };
  }
  return best?.id ?? null;
}

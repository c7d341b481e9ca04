// The TL;DR is shown right above the summary (event preview, report email, composer details): a summary
// that opens with the same sentence reads twice. Models and the extractive summary often start with the
// lede the TL;DR was taken from, shortened or with its attribution cut, so the match is by words.

const SENTENCE_END = /(?<=[.!?…]["”’)]?)\s+(?=["“‘(]?[A-Z0-9])/;
/** Share of the shorter sentence's words found in the other one for the two to count as the same. */
const SAME_SENTENCE = 0.8;

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);

function repeats(sentence: string, tldr: string[]): boolean {
  const own = words(sentence);
  if (own.length === 0 || tldr.length === 0) return false;
  const inTldr = new Set(tldr);
  const inOwn = new Set(own);
  const shorter = own.length <= tldr.length ? own : tldr;
  const other = shorter === own ? inTldr : inOwn;
  const shared = shorter.filter((w) => other.has(w)).length;
  return shared / shorter.length >= SAME_SENTENCE;
}

/**
 * The summary without the leading sentences that repeat the TL;DR. A summary that is nothing but the
 * TL;DR is kept as it is: the summary is a required field and an empty one would read as missing.
 */
export function summaryWithoutTldr(summary: string, tldr: string | null | undefined): string {
  const trimmed = summary.trim();
  if (!tldr?.trim()) return trimmed;
  const tldrWords = words(tldr.replace(/…$/, ""));
  const sentences = trimmed.split(SENTENCE_END);
  let start = 0;
  while (start < sentences.length && repeats(sentences[start], tldrWords)) start++;
  if (start === 0 || start === sentences.length) return trimmed;
  return sentences.slice(start).join(" ").trim();
}

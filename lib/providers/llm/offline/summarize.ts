import { contentTokens, splitSentences, wordCount } from "./text-tools";

export type ScoredSentence = { text: string; index: number; score: number };

/**
 * Scores sentences for an extractive summary: frequent content words of the article, early position,
 * mentions of the account and concrete facts (numbers) count; quotes and very short or long sentences less.
 */
export function scoreSentences(text: string, accountNames: string[]): ScoredSentence[] {
  const sentences = splitSentences(text);
  const frequency = new Map<string, number>();
  for (const token of contentTokens(text)) frequency.set(token, (frequency.get(token) ?? 0) + 1);
  const max = Math.max(1, ...frequency.values());
  const accountPatterns = accountNames.filter(Boolean).map((n) => n.toLowerCase());
  return sentences.map((sentence, index) => {
    const tokens = contentTokens(sentence);
    const words = wordCount(sentence);
    const weight = tokens.reduce((sum, t) => sum + (frequency.get(t) ?? 0) / max, 0) / Math.sqrt(Math.max(tokens.length, 1));
    let score = weight;
    if (index === 0) score += 1.5;
    else if (index === 1) score += 0.7;
    else if (index < 5) score += 0.3;
    const lower = sentence.toLowerCase();
    if (accountPatterns.some((n) => lower.includes(n))) score += 0.8;
    if (/[\d$€£%]/.test(sentence)) score += 0.3;
    if (/^["“‘]/.test(sentence)) score -= 0.6;
    if (words < 8) score -= 1.5;
    if (words > 55) score -= 0.8;
    return { text: sentence, index, score };
  });
}

/** The `count` best sentences in their original order. */
export function extractiveSummary(scored: ScoredSentence[], count: number): string[] {
  return [...scored]
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((s) => s.text);
}

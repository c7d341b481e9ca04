import { vectorWords, type SignalView } from "./signal-features";

// The averaged word vectors of the headline and of the lead enter the model linearly, so each word's vector
// can be folded into its vote per class once, at training: the shipped model keeps one small row per word
// and part instead of the 100-d vectors (a 300 MB package), and scoring is a lookup. The rows are int8
// with one scale per part, packed as base64 in the model file and unpacked once, on first use.

export const VECTOR_PARTS = ["t", "l"] as const;
export type VectorPart = (typeof VECTOR_PARTS)[number];

export type PackedWordScores = {
  /** the words with a vector, newline-separated, in the order of the rows */
  words: string;
  classes: number;
  /** per part: the rows (int8, base64) and the factor that turns them back into scores */
  parts: Record<VectorPart, { rows: string; scale: number }>;
};

export type WordScores = { index: Map<string, number>; classes: number; rows: Record<VectorPart, Float32Array> };

/** Folds `weights["v:<part>:<k>"]` (per class) into each word's vote: vector · weights × the features' scale. */
export function packWordScores(
  words: string[],
  vectorOf: (word: string) => ArrayLike<number>,
  weights: Record<string, number[]>,
  dims: number,
  scale: number,
  classes: number,
): PackedWordScores {
  const parts = {} as PackedWordScores["parts"];
  for (const part of VECTOR_PARTS) {
    const w = Array.from({ length: dims }, (_, k) => weights[`v:${part}:${k}`] ?? new Array<number>(classes).fill(0));
    const rows = new Float32Array(words.length * classes);
    let max = 0;
    words.forEach((word, i) => {
      const v = vectorOf(word);
      for (let c = 0; c < classes; c++) {
        let s = 0;
        for (let k = 0; k < dims; k++) s += v[k] * w[k][c];
        rows[i * classes + c] = s * scale;
        max = Math.max(max, Math.abs(s * scale));
      }
    });
    const step = max / 127 || 1;
    const bytes = Int8Array.from(rows, (x) => Math.round(x / step));
    parts[part] = { rows: bytesBase64(new Uint8Array(bytes.buffer)), scale: step };
  }
  return { words: words.join("\n"), classes, parts };
}

export function unpackWordScores(packed: PackedWordScores): WordScores {
  const index = new Map(packed.words.split("\n").map((w, i) => [w, i] as const));
  const rows = {} as WordScores["rows"];
  for (const part of VECTOR_PARTS) {
    const bytes = base64Bytes(packed.parts[part].rows);
    const ints = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    rows[part] = Float32Array.from(ints, (x) => x * packed.parts[part].scale);
  }
  return { index, classes: packed.classes, rows };
}

// atob and btoa work in the worker, the server and the browser alike (Buffer is Node's only)
function bytesBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function base64Bytes(text: string): Uint8Array {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** What the averaged vectors of the headline and of the lead add to each class's score. */
export function wordVectorScores(scores: WordScores, view: SignalView): number[] {
  const out = new Array<number>(scores.classes).fill(0);
  const add = (part: VectorPart, sentences: string[]) => {
    const sum = new Array<number>(scores.classes).fill(0);
    let n = 0;
    for (const sentence of sentences)
      for (const word of vectorWords(sentence)) {
        const i = scores.index.get(word);
        if (i === undefined) continue;
        for (let c = 0; c < scores.classes; c++) sum[c] += scores.rows[part][i * scores.classes + c];
        n++;
      }
    if (n) for (let c = 0; c < scores.classes; c++) out[c] += sum[c] / n;
  };
  add("t", [view.title]);
  add("l", view.lead);
  return out;
}

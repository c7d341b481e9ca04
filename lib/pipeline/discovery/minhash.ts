// MinHash signatures over word shingles with LSH banding: near-duplicate texts land in a shared bucket,
// so finding them is linear in the number of texts (no all-pairs comparison).

const NUM_HASHES = 64;
const BANDS = 16;
const ROWS = NUM_HASHES / BANDS;

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// Fixed odd multipliers and offsets for the 64 hash functions h_i(x) = (a_i * x + b_i) mod 2^32.
const A = Uint32Array.from({ length: NUM_HASHES }, (_, i) => (fnv1a(`a${i}`) | 1) >>> 0);
const B = Uint32Array.from({ length: NUM_HASHES }, (_, i) => fnv1a(`b${i}`));

const NON_ASCII = /[^\x00-\x7f]/;
const WORD = /[a-z0-9]+/g;

/** Hashes of the text's word n-grams (word hashes combined arithmetically: no strings per shingle). */
export function shingles(text: string, size = 3): Set<number> {
  const lower = text.toLowerCase();
  const words = (NON_ASCII.test(lower) ? lower.normalize("NFKD") : lower).match(WORD) ?? [];
  const out = new Set<number>();
  if (words.length < size) {
    if (words.length) out.add(fnv1a(words.join(" ")));
    return out;
  }
  const hashes = words.map(fnv1a);
  for (let i = 0; i + size <= hashes.length; i++) {
    let h = 0x811c9dc5;
    for (let j = 0; j < size; j++) h = Math.imul(h ^ hashes[i + j], 0x01000193) ^ (h >>> 15);
    out.add(h >>> 0);
  }
  return out;
}

export function signature(shingleSet: Set<number>): Uint32Array {
  const sig = new Uint32Array(NUM_HASHES).fill(0xffffffff);
  for (const x of shingleSet) {
    for (let i = 0; i < NUM_HASHES; i++) {
      const h = (Math.imul(A[i], x) + B[i]) >>> 0;
      if (h < sig[i]) sig[i] = h;
    }
  }
  return sig;
}

export function estimatedJaccard(a: Uint32Array, b: Uint32Array): number {
  let same = 0;
  for (let i = 0; i < NUM_HASHES; i++) if (a[i] === b[i]) same++;
  return same / NUM_HASHES;
}

/** The LSH bucket key of each band (the band's position in the array says which band it is). */
export function bandKeys(sig: Uint32Array): Uint32Array {
  const keys = new Uint32Array(BANDS);
  for (let band = 0; band < BANDS; band++) {
    let h = 0x811c9dc5 ^ band;
    for (let r = 0; r < ROWS; r++) h = Math.imul(h ^ sig[band * ROWS + r], 0x01000193);
    keys[band] = h >>> 0;
  }
  return keys;
}

/** One bucket table per band, keyed by the band's hash. */
export const emptyBuckets = () => Array.from({ length: BANDS }, () => new Map<number, number[]>());

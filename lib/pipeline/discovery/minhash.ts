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

export function shingles(text: string, size = 3): Set<number> {
  const words = text.toLowerCase().normalize("NFKD").match(/[a-z0-9]+/g) ?? [];
  const out = new Set<number>();
  if (words.length < size) {
    if (words.length) out.add(fnv1a(words.join(" ")));
    return out;
  }
  for (let i = 0; i + size <= words.length; i++) out.add(fnv1a(words.slice(i, i + size).join(" ")));
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

/** Keys of the LSH buckets a signature falls in (one per band). */
export function bandKeys(sig: Uint32Array): string[] {
  const keys: string[] = [];
  for (let band = 0; band < BANDS; band++) {
    let h = 0x811c9dc5 ^ band;
    for (let r = 0; r < ROWS; r++) h = Math.imul(h ^ sig[band * ROWS + r], 0x01000193);
    keys.push(`${band}:${h >>> 0}`);
  }
  return keys;
}

// Splits the labelled set once, by story, into a development part and a held-out part, and records the
// held-out part's checksum. The side of a story is a keyed hash of its key, so adding items never moves
// an existing one; an existing split is only extended, never redrawn.
//   npx tsx scripts/eval/make-split.ts
import { existsSync, writeFileSync } from "node:fs";
import { checksumOf, readLabels, readSplit, sideOf, SPLIT_FILE, splitKeys, type SplitFile } from "./eval-set";

const SEED = "trayo-eval-2026-11-26";
const HELD_OUT_FRACTION = 0.45;

const labels = readLabels();
const keys = splitKeys(labels);
const previous = existsSync(SPLIT_FILE) ? readSplit() : null;
if (previous && (previous.seed !== SEED || previous.held_out_fraction !== HELD_OUT_FRACTION)) throw new Error("The split is frozen: its seed and fraction cannot change");
const held = labels.filter((l) => sideOf(SEED, keys.get(l.id)!, HELD_OUT_FRACTION) === "held-out");
if (previous) {
  const now = new Set(held.map((l) => l.id));
  const moved = previous.held_out_ids.filter((id) => !now.has(id));
  if (moved.length) throw new Error(`Held-out items would leave the held-out part: ${moved.join(", ")}`);
}
const dev = labels.filter((l) => !held.includes(l));
const stories = (ls: typeof labels) => new Set(ls.map((l) => keys.get(l.id))).size;
const split: SplitFile = {
  seed: SEED,
  held_out_fraction: HELD_OUT_FRACTION,
  method: "sha256(seed:story key) < fraction, story key = story_id, else the article the item shares its text with, else the item id",
  held_out_sha256: checksumOf(held),
  development_sha256: checksumOf(dev),
  counts: { development: dev.length, held_out: held.length, stories_development: stories(dev), stories_held_out: stories(held) },
  held_out_ids: held.map((l) => l.id).sort(),
};
writeFileSync(SPLIT_FILE, `${JSON.stringify(split, null, 2)}\n`);
console.log(`${labels.length} items: development ${dev.length} (${split.counts.stories_development} stories), held-out ${held.length} (${split.counts.stories_held_out} stories)`);
console.log(`held-out sha256 ${split.held_out_sha256}`);

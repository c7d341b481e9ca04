// Step 1 of the news word vectors (training only): counts which words occur near which in the Reuters
// corpus (duynht/financial-news-dataset, Ding et al. 2014) minus every article that the evaluation set
// (eval/labels, both parts) or the training articles (eval/train) take from it, so no held-out text is read.
// Writes the 30,000 most frequent words and their co-occurrence counts (window 5, weighted 1/distance) as
// a dense float32 matrix; step 2 (svd.py) turns them into 100-d vectors (PPMI + SVD, Levy & Goldberg 2015).
// Deterministic: the same corpus gives the same counts.
//   EVAL_SOURCES_DIR=/work/.mirror NEWS_VECTORS_DIR=/work/news-vectors node scripts/eval/news-vectors/co-occurrence.mjs
import { execFileSync, spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, writeFileSync, writeSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const EVAL = join(dirname(fileURLToPath(import.meta.url)), "../../../eval");
const REPO = join(process.env.EVAL_SOURCES_DIR || "/work/.mirror", "duynht+financial-news-dataset", "repo");
const OUT = process.env.NEWS_VECTORS_DIR || "/work/news-vectors";
const WORDS = 30000;
const WINDOW = 5;

const excluded = new Set();
for (const dir of [join(EVAL, "labels"), join(EVAL, "train")])
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".jsonl")))
    for (const line of readFileSync(join(dir, file), "utf8").split("\n").filter(Boolean)) {
      const ref = JSON.parse(line).source_ref ?? "";
      if (ref.startsWith("duynht/financial-news-dataset")) excluded.add(ref.slice(ref.indexOf(":") + 1));
    }

const blobs = execFileSync("git", ["-C", REPO, "ls-tree", "-r", "HEAD"], { maxBuffer: 1 << 28 })
  .toString()
  .split("\n")
  .filter(Boolean)
  .map((line) => ({ sha: line.split("\t")[0].split(" ")[2], path: line.split("\t")[1] }))
  .filter((e) => /^ReutersNews106521\/\d{8}\//.test(e.path) && !excluded.has(e.path))
  .sort((a, b) => (a.path < b.path ? -1 : 1));

async function readBlobs(shas) {
  const texts = [];
  const cat = spawn("git", ["-C", REPO, "cat-file", "--batch"]);
  let buffer = Buffer.alloc(0);
  cat.stdout.on("data", (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const nl = buffer.indexOf(10);
      if (nl < 0) return;
      const size = Number(buffer.subarray(0, nl).toString().split(" ")[2]);
      if (buffer.length < nl + size + 2) return;
      texts.push(buffer.subarray(nl + 1, nl + 1 + size).toString("utf8"));
      buffer = buffer.subarray(nl + size + 2);
    }
  });
  for (const sha of shas) cat.stdin.write(`${sha}\n`);
  cat.stdin.end();
  await new Promise((resolve) => cat.on("close", resolve));
  return texts;
}

const texts = await readBlobs(blobs.map((b) => b.sha));
// the "-- title / -- author / -- date / -- url" header lines are not the story
const tokens = texts.map((t) => t.replace(/^--.*$/gm, "").toLowerCase().match(/[a-z][a-z'-]*[a-z]|[a-z]/g) ?? []);
const frequency = new Map();
for (const words of tokens) for (const w of words) frequency.set(w, (frequency.get(w) ?? 0) + 1);
const vocabulary = [...frequency.entries()]
  .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
  .slice(0, WORDS)
  .map(([w]) => w);
const index = new Map(vocabulary.map((w, i) => [w, i]));
const counts = new Float32Array(WORDS * WORDS);
for (const words of tokens) {
  const ids = words.map((w) => index.get(w) ?? -1);
  for (let i = 0; i < ids.length; i++) {
    if (ids[i] < 0) continue;
    for (let d = 1; d <= WINDOW && i + d < ids.length; d++) {
      const j = ids[i + d];
      if (j < 0) continue;
      counts[ids[i] * WORDS + j] += 1 / d;
      counts[j * WORDS + ids[i]] += 1 / d;
    }
  }
}
mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, "vocabulary.json"), JSON.stringify(vocabulary));
const fd = openSync(join(OUT, "co-occurrence.f32"), "w");
const bytes = Buffer.from(counts.buffer);
for (let offset = 0; offset < bytes.length; offset += 1 << 30) writeSync(fd, bytes, offset, Math.min(1 << 30, bytes.length - offset));
closeSync(fd);
console.log(`${blobs.length} articles (${excluded.size} of the evaluation and training sets left out), ${WORDS} words → ${OUT}`);

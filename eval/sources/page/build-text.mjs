// Rebuilds /work/eval-text/page-*.json and page-*.html from the scrapinghub/article-extraction-benchmark snapshot.
// Plain Node 20 ESM, no dependencies (uses built-in zlib). Env: EVAL_SOURCES_DIR (default /work/.mirror), EVAL_TEXT_DIR (default /work/eval-text).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const SRC = process.env.EVAL_SOURCES_DIR || '/work/.mirror';
const OUT = process.env.EVAL_TEXT_DIR || '/work/eval-text';
const REPO = join(SRC, 'scrapinghub+article-extraction-benchmark', 'repo');

function gitShow(spec) { return execFileSync('git', ['-C', REPO, 'show', spec], { maxBuffer: 1 << 28 }); }
export function bodyText(articleBody) {
  return articleBody.split('\n').map(l => l.trim()).filter(l => l).join('\n\n');
}
export function snippet(text) {
  const t = text.replace(/\n\n/g, ' ');
  if (t.length <= 300) return t;
  const c = t.slice(0, 300); const k = c.lastIndexOf(' ');
  return k > 0 ? c.slice(0, k) : c;
}
const labels = readFileSync(process.env.EVAL_LABELS || join(HERE, '..', '..', 'labels', 'page.jsonl'), 'utf8').split('\n').filter(Boolean).map(l => JSON.parse(l));
const gtCache = new Map();
mkdirSync(OUT, { recursive: true });
let n = 0;
for (const it of labels) {
  if (it.text_id) continue;
  const m = it.source_ref.match(/@([0-9a-f]{40}):html\/([0-9a-f]+)\.html\.gz$/);
  if (!m) throw new Error('bad source_ref ' + it.source_ref);
  const [, commit, key] = m;
  if (!gtCache.has(commit)) gtCache.set(commit, JSON.parse(gitShow(commit + ':ground-truth.json').toString('utf8')));
  const gt = gtCache.get(commit)[key];
  if (!gt) throw new Error('no ground truth for ' + key);
  const text = bodyText(gt.articleBody);
  const doc = { id: it.id, title: it.title ?? null, snippet: snippet(text), text, published_at: it.published_at ?? null, outlet: it.outlet ?? null, url: gt.url ?? it.url ?? null };
  writeFileSync(join(OUT, it.id + '.json'), JSON.stringify(doc, null, 1) + '\n');
  writeFileSync(join(OUT, it.id + '.html'), gunzipSync(gitShow(`${commit}:html/${key}.html.gz`)));
  n++;
}
console.log(`wrote ${n} page text files (+html) to ${OUT}`);

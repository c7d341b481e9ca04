// Rebuilds /work/eval-text/bio-*.json from the Knowledgator/biotech_news_dataset snapshot.
// Plain Node 20 ESM, no dependencies. Usage: node build-text.mjs   (env EVAL_SOURCES_DIR, default /work/.mirror; EVAL_TEXT_DIR, default /work/eval-text)
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const SRC = process.env.EVAL_SOURCES_DIR || '/work/.mirror';
const OUT = process.env.EVAL_TEXT_DIR || '/work/eval-text';
const REPO = join(SRC, 'Knowledgator+biotech_news_dataset', 'repo');

// RFC 4180 CSV parser (quoted fields may contain commas, quotes and newlines)
function parseCSV(s) {
  const rows = []; let row = []; let f = ''; let q = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (q) {
      if (c === '"') { if (s[i + 1] === '"') { f += '"'; i++; } else q = false; }
      else f += c;
    } else if (c === '"') q = true;
    else if (c === ',') { row.push(f); f = ''; }
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      row.push(f); rows.push(row); row = []; f = '';
    } else f += c;
  }
  if (f !== '' || row.length) { row.push(f); rows.push(row); }
  return rows;
}
export function bodyText(content) {
  return content.split('\n').map(l => l.trim()).filter(l => l).join('\n\n');
}
export function snippet(text) {
  const t = text.replace(/\n\n/g, ' ');
  if (t.length <= 300) return t;
  const c = t.slice(0, 300); const k = c.lastIndexOf(' ');
  return k > 0 ? c.slice(0, k) : c;
}

const labels = readFileSync(process.env.EVAL_LABELS || join(HERE, '..', '..', 'labels', 'bio.jsonl'), 'utf8').split('\n').filter(Boolean).map(l => JSON.parse(l));
const blobCache = new Map();
function csvAt(commit, path) {
  const key = commit + ':' + path;
  if (!blobCache.has(key)) {
    const raw = execFileSync('git', ['-C', REPO, 'show', key], { maxBuffer: 1 << 28 }).toString('utf8');
    const rows = parseCSV(raw); const head = rows[0];
    blobCache.set(key, rows.slice(1).filter(r => r.length === head.length).map(r => Object.fromEntries(head.map((h, i) => [h, r[i]]))));
  }
  return blobCache.get(key);
}
mkdirSync(OUT, { recursive: true });
let n = 0;
for (const it of labels) {
  if (it.text_id) continue; // secondary item shares the primary item's text file
  const m = it.source_ref.match(/@([0-9a-f]{40}):(.+)#(\d+)$/);
  if (!m) throw new Error('bad source_ref ' + it.source_ref);
  const [, commit, path, rowStr] = m;
  const row = csvAt(commit, path)[Number(rowStr)];
  if (!row) throw new Error('row not found ' + it.source_ref);
  const text = bodyText(row['Content']);
  const doc = { id: it.id, title: row['Title'], snippet: snippet(text), text, published_at: it.published_at ?? null, outlet: it.outlet ?? null, url: it.url ?? null };
  writeFileSync(join(OUT, it.id + '.json'), JSON.stringify(doc, null, 1) + '\n');
  n++;
}
console.log(`wrote ${n} bio text files to ${OUT}`);

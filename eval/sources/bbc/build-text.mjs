// Rebuilds /work/eval-text/<id>.json for every text-owning item of /work/evalset/bbc/labels.jsonl
// from the source repository snapshots (env EVAL_SOURCES_DIR, default /work/.mirror).
// Plain Node 20 ESM, no dependencies. Deterministic: same inputs -> byte-identical outputs.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const SRC = process.env.EVAL_SOURCES_DIR || '/work/.mirror';
const OUT = process.env.EVAL_TEXT_DIR || '/work/eval-text';
const LABELS = process.env.EVAL_LABELS || join(HERE, '..', '..', 'labels', 'bbc.jsonl');
const only = process.argv.slice(2); // optional: ids to rebuild

function blob(ref) {
  // ref = owner/repo@commit:path[#row]
  const m = ref.match(/^([^/]+)\/([^@]+)@([0-9a-f]{40}):([^#]+)(?:#(\d+))?$/);
  if (!m) throw new Error('bad source_ref ' + ref);
  const [, owner, repo, commit, path, row] = m;
  const gitDir = join(SRC, `${owner}+${repo}`, 'repo');
  const key = `${gitDir}|${commit}|${path}`;
  if (!blobCache.has(key)) {
    blobCache.set(key, execFileSync('git', ['-C', gitDir, 'show', `${commit}:${path}`], { maxBuffer: 1 << 28 }).toString('utf8'));
  }
  return { raw: blobCache.get(key), path, row: row ? Number(row) : null, key };
}
const blobCache = new Map();
const csvCache = new Map();

function parseCsv(s) {
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

const ENT = { lt: '<', gt: '>', amp: '&', quot: '"' };
function cleanAg(s) {
  s = s.replace(/\\\$/g, '$');
  s = s.replace(/\\/g, ' ');
  s = s.replace(/&?#(\d+);/g, (_, n) => String.fromCharCode(Number(n)));
  s = s.replace(/&(lt|gt|amp|quot);/g, (_, e) => ENT[e]);
  s = s.replace(/(?<![A-Za-z&])(quot|amp);/g, (_, e) => ENT[e]);
  s = s.replace(/<[^>]*>/g, ' ');
  s = s.replace(/\s+/g, ' ').trim();
  s = s.replace(/([A-Za-z0-9_]) '(s|t|re|ve|ll|d)\b/g, "$1'$2");
  return s;
}

function snippetOf(text) {
  const s = text.replace(/\n\n/g, ' ');
  if (s.length <= 300) return s;
  const cut = s.slice(0, 300);
  const i = cut.lastIndexOf(' ');
  return cut.slice(0, i > 0 ? i : 300);
}

function build(item) {
  const b = blob(item.source_ref);
  let title, text;
  if (b.path.endsWith('.csv')) {
    if (!csvCache.has(b.key)) csvCache.set(b.key, parseCsv(b.raw));
    const rows = csvCache.get(b.key);
    const r = rows[b.row]; // rows[0] is the header; data row n is rows[n]
    if (!r || r.length < 3) throw new Error('no row ' + item.source_ref);
    title = cleanAg(r[1]);
    text = cleanAg(r[2]);
  } else {
    const lines = b.raw.split(/\r?\n/);
    title = lines[0].trim();
    text = lines.slice(1).map((l) => l.trim()).filter((l) => l.length > 0).join('\n\n');
  }
  return { id: item.id, title, snippet: snippetOf(text), text,
    published_at: item.published_at ?? null, outlet: item.outlet ?? null, url: item.url ?? null };
}

mkdirSync(OUT, { recursive: true });
const items = readFileSync(LABELS, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
let n = 0;
for (const it of items) {
  if (it.text_id) continue;
  if (only.length && !only.includes(it.id)) continue;
  const doc = build(it);
  writeFileSync(join(OUT, `${it.id}.json`), JSON.stringify(doc, null, 2) + '\n');
  n++;
}
console.log(`wrote ${n} text files to ${OUT}`);

// Rebuilds /work/eval-text/rtr-*.json from the Reuters corpus mirror (Ding et al. 2014).
// Usage: node build-text.mjs            (plain Node 20 ESM, no deps; reads labels.jsonl next to this file)
//        node build-text.mjs --parse-stdin out.jsonl   (helper: parse {path,raw} JSONL from stdin)
// Env: EVAL_SOURCES_DIR (default /work/.mirror), EVAL_TEXT_DIR (default /work/eval-text)
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const SRC = process.env.EVAL_SOURCES_DIR || '/work/.mirror';
const REPO = join(SRC, 'duynht+financial-news-dataset', 'repo');
const OUT = process.env.EVAL_TEXT_DIR || '/work/eval-text';
const MONTHS = { Jan: '01', Feb: '02', Mar: '03', Apr: '04', May: '05', Jun: '06', Jul: '07', Aug: '08', Sep: '09', Oct: '10', Nov: '11', Dec: '12' };

export function parseArticle(raw) {
  const lines = raw.replace(/\r/g, '').split('\n');
  const meta = [];
  let i = 0;
  while (i < lines.length && lines[i].startsWith('-- ') || (i < lines.length && lines[i] === '--')) { meta.push(lines[i].replace(/^--\s?/, '').trim()); i++; }
  const title = (meta[0] || '').replace(/\s+/g, ' ').trim();
  const dateLine = meta[2] || '';
  const url = (meta[3] || '').trim() || null;
  let published_at = null;
  const m = dateLine.match(/([A-Z][a-z]{2}) (\d{1,2}), (\d{4})/);
  if (m && MONTHS[m[1]]) published_at = `${m[3]}-${MONTHS[m[1]]}-${m[2].padStart(2, '0')}`;
  // body: blocks separated by blank lines; a line starting with two spaces starts a new paragraph;
  // inside a line, two+ spaces after sentence-final punctuation also start a new paragraph.
  const paras = [];
  let cur = [];
  const flush = () => { const t = cur.join(' ').replace(/\s+/g, ' ').trim(); if (t) paras.push(t); cur = []; };
  for (const line of lines.slice(i)) {
    if (line.trim() === '') { flush(); continue; }
    if (/^  \S/.test(line)) flush();
    const pieces = line.split(/(?<=[.!?"'\u201d)])\s{2,}(?=[A-Z"(\u201c])/);
    pieces.forEach((p, k) => { if (k > 0) flush(); cur.push(p.trim()); });
  }
  flush();
  const text = paras.join('\n\n');
  const body = paras.join(' ');
  let snippet = body;
  if (body.length > 300) { const cut = body.slice(0, 301); const sp = cut.lastIndexOf(' '); snippet = body.slice(0, sp > 200 ? sp : 300).trim(); }
  return { title, snippet, text, published_at, url };
}

function gitShow(commit, path) {
  return execFileSync('git', ['-C', REPO, 'show', `${commit}:${path}`], { maxBuffer: 64 << 20 }).toString('utf8');
}

function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--parse-stdin') { // helper: parse a JSONL of {path, raw} from stdin
    const inp = readFileSync(0, 'utf8').split('\n').filter(Boolean);
    const out = inp.map(l => { const o = JSON.parse(l); return JSON.stringify({ path: o.path, ...parseArticle(o.raw) }); });
    writeFileSync(args[1], out.join('\n') + '\n');
    return;
  }
  const labels = readFileSync(process.env.EVAL_LABELS || join(HERE, '..', '..', 'labels', 'rtr.jsonl'), 'utf8').split('\n').filter(Boolean).map(l => JSON.parse(l));
  mkdirSync(OUT, { recursive: true });
  let n = 0;
  for (const lab of labels) {
    if (lab.text_id) continue; // shares another item's text file
    const mm = lab.source_ref.match(/^[^@]+@([0-9a-f]{40}):(.+)$/);
    const art = parseArticle(gitShow(mm[1], mm[2]));
    const rec = { id: lab.id, title: art.title, snippet: art.snippet, text: art.text, published_at: art.published_at, outlet: 'Reuters', url: art.url };
    writeFileSync(join(OUT, `${lab.id}.json`), JSON.stringify(rec, null, 1) + '\n');
    n++;
  }
  console.error(`wrote ${n} text files to ${OUT}`);
}
main();

// Rebuilds /work/eval-text/story-*.json for the `story` shard from the source snapshot.
// Plain Node 20 ESM, no dependencies. Usage: node build-text.mjs [--check]
// Source: ECB+ corpus (tokenised XML) as held in tommasoc80/EventStoryLine, read with
//   git -C $EVAL_SOURCES_DIR/tommasoc80+EventStoryLine/repo show <commit>:<path>
// Text = the detokenised tokens of the document, minus sentence 0 (the article URL, which ECB+ stores
// as the first "sentence") and minus the sentence used as title. ECB+ does not keep paragraph breaks:
// short header lines (no final punctuation) become their own paragraph, the rest is joined with spaces.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SRC = process.env.EVAL_SOURCES_DIR || '/work/.mirror';
const OUT = process.env.EVAL_TEXT_DIR || '/work/eval-text';

const blobCache = new Map();
export function gitShow(repoDir, commit, p) {
  const key = `${repoDir}|${commit}|${p}`;
  if (!blobCache.has(key)) {
    blobCache.set(key, execFileSync('git', ['-C', path.join(SRC, repoDir, 'repo'), 'show', `${commit}:${p}`],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
  }
  return blobCache.get(key);
}

function unescapeXml(s) {
  return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n))).replace(/&amp;/g, '&');
}

// Parse ECB+ XML -> array of sentences, each an array of tokens.
export function parseEcb(xml) {
  const re = /<token t_id="\d+" sentence="(\d+)" number="\d+">([\s\S]*?)<\/token>/g;
  const sents = new Map();
  let m;
  while ((m = re.exec(xml))) {
    const s = Number(m[1]);
    if (!sents.has(s)) sents.set(s, []);
    sents.get(s).push(unescapeXml(m[2]));
  }
  return [...sents.keys()].sort((a, b) => a - b).map((k) => sents.get(k));
}

const NO_SPACE_BEFORE = new Set([',', '.', ';', ':', '!', '?', '%', ')', ']', '}', "'s", "'S", "n't", "'re", "'ve", "'ll", "'d", "'m", '’s', '’', "''", '”', '…']);
const NO_SPACE_AFTER = new Set(['(', '[', '{', '$', '``', '“', '‘', '#']);

export function detok(tokens) {
  let out = '';
  let dq = 0; // parity of straight double quotes
  let prevNoSpaceAfter = true;
  for (let i = 0; i < tokens.length; i++) {
    let t = tokens[i];
    if (t === '``') t = '“';
    if (t === "''") t = '”';
    let spaceBefore = !prevNoSpaceAfter;
    if (i > 0 && /^(s|t|re|ll|ve|d|m)$/.test(t) && /['’]$/.test(tokens[i - 1])) spaceBefore = false; // AMD’ s -> AMD’s
    let noAfter = NO_SPACE_AFTER.has(t);
    if (NO_SPACE_BEFORE.has(t)) spaceBefore = false;
    if (t === '"') {
      if (dq % 2 === 0) { noAfter = true; } else { spaceBefore = false; }
      dq++;
    }
    if (t === '-' && i > 0 && i + 1 < tokens.length && /\w$/.test(tokens[i - 1]) && /^\w/.test(tokens[i + 1])) {
      spaceBefore = false; noAfter = true; // hyphenated compound split by the tokeniser
    }
    if (t === '/' && i > 0 && /\d$/.test(tokens[i - 1]) && i + 1 < tokens.length && /^\d/.test(tokens[i + 1])) {
      spaceBefore = false; noAfter = true; // dates 5 / 3 / 2013
    }
    if ((t === ',' || t === '.' || t === ':') && i > 0 && i + 1 < tokens.length && /^\d+$/.test(tokens[i - 1]) && /^\d/.test(tokens[i + 1])
      && (t !== ',' || /^\d{3}\b/.test(tokens[i + 1]))) {
      spaceBefore = false; noAfter = true; // 1,199  2.5  12:30
    }
    out += (spaceBefore && out ? ' ' : '') + t;
    prevNoSpaceAfter = noAfter;
  }
  return out.trim();
}

export function ecbDoc(repoDir, commit, p) {
  const sents = parseEcb(gitShow(repoDir, commit, p)).map(detok)
    .map((x) => x.replace(/\b([A-Z])\. (?=[A-Z]\.)/g, '$1.')); // "U. S." -> "U.S." 
  return sents; // sents[0] is the URL line
}

function urlFromLine(line) {
  return line.replace(/\s+/g, '');
}

export function snippetOf(text) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 300) return flat;
  const cut = flat.slice(0, 300);
  const sp = cut.lastIndexOf(' ');
  return (sp > 200 ? cut.slice(0, sp) : cut) + ' …';
}

// Build the body text from sentence list, excluding indices in `skip`.
export function bodyText(sents, skip) {
  const parts = [];
  let cur = '';
  sents.forEach((s, i) => {
    if (skip.has(i) || !s) return;
    const header = !/[.!?"”’')\]:]$/.test(s) && s.length < 120;
    if (header) {
      if (cur) { parts.push(cur); cur = ''; }
      parts.push(s);
    } else {
      cur = cur ? cur + ' ' + s : s;
    }
  });
  if (cur) parts.push(cur);
  return parts.join('\n\n');
}

// Title = first sentence after the URL line that is not a date/byline line, unless overridden below
// (overrides were set by reading each document).
export const TITLE_OVERRIDE = {
  'ECB+_LREC2014/ECB+/22/22_8ecbplus.xml': 1,
  'ECB+_LREC2014/ECB+/11/11_2ecbplus.xml': 1,
  'ECB+_LREC2014/ECB+/8/8_7ecbplus.xml': 1,
};
export function titleIndex(p, s) {
  if (TITLE_OVERRIDE[p] !== undefined) return TITLE_OVERRIDE[p];
  for (let i = 1; i < s.length; i++) {
    const x = s[i];
    if (x.length < 12) continue;
    if (/^(posted|published|updated|by |on |last updated)/i.test(x)) continue;
    if (/^[\W\d]*(mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d)/i.test(x) && /\b(19|20)\d\d\b/.test(x) && x.length < 90) continue;
    if (/^\d/.test(x) && x.length < 60 && (/\b(19|20)\d\d\b/.test(x) || /\d:\d\d/.test(x) || /^\d{1,2}\/\d{1,2}/.test(x))) continue;
    return i;
  }
  return 1;
}

// Reuters news files of the Ding et al. (2014) financial news dataset (duynht/financial-news-dataset):
// "-- title", "-- By author", "-- date", "-- url" header lines, then the body (paragraphs separated by blank lines).
export function parseReuters(raw) {
  const lines = raw.replace(/\r/g, '').split('\n');
  const head = [];
  let i = 0;
  while (i < lines.length && lines[i].startsWith('-- ')) { head.push(lines[i].slice(3).trim()); i++; }
  const paras = [];
  let cur = [];
  for (; i < lines.length; i++) {
    const l = lines[i].trim();
    if (!l) { if (cur.length) { paras.push(cur.join(' ')); cur = []; } continue; }
    // the dataset stores most articles with one paragraph per line
    if (cur.length) { paras.push(cur.join(' ')); cur = []; }
    cur.push(l);
  }
  if (cur.length) paras.push(cur.join(' '));
  const clean = (x) => x.replace(/\s+/g, ' ').replace(/ \( ([A-Z.]+) \)/g, ' ($1)').trim();
  const url = head.find((h) => /^https?:\/\//.test(h)) || null;
  return { title: clean(head[0] || ''), url, text: paras.map(clean).filter(Boolean).join('\n\n') };
}

// A text record is fully determined by source_ref (+ published_at/outlet from the label).
export function buildRecord(label) {
  const m = /^([^@]+)@([0-9a-f]{40}):(.+)$/.exec(label.source_ref);
  if (!m) throw new Error('bad source_ref ' + label.source_ref);
  const repoDir = m[1].replace('/', '+');
  if (m[1] === 'duynht/financial-news-dataset') {
    const r = parseReuters(gitShow(repoDir, m[2], m[3]));
    return { id: label.text_id || label.id, title: r.title, snippet: snippetOf(r.text), text: r.text,
      published_at: label.published_at, outlet: label.outlet, url: r.url };
  }
  const sents = ecbDoc(repoDir, m[2], m[3]);
  const ti = titleIndex(m[3], sents);
  const skip = new Set([0, ti]);
  const text = bodyText(sents, skip);
  return {
    id: label.text_id || label.id,
    title: sents[ti],
    snippet: snippetOf(text),
    text,
    published_at: label.published_at,
    outlet: label.outlet,
    url: urlFromLine(sents[0]),
  };
}

function main() {
  const labels = fs.readFileSync(process.env.EVAL_LABELS || path.join(HERE, '..', '..', 'labels', 'story.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const check = process.argv.includes('--check');
  let n = 0, bad = 0;
  for (const l of labels) {
    if (l.text_id) continue; // mention items share the first item's text file
    const rec = buildRecord(l);
    const file = path.join(OUT, `${rec.id}.json`);
    const json = JSON.stringify(rec, null, 1) + '\n';
    if (check) {
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== json) { bad++; console.error('differs: ' + file); }
    } else {
      fs.writeFileSync(file, json);
    }
    n++;
  }
  console.log(`${check ? 'checked' : 'wrote'} ${n} text files${check ? `, ${bad} differ` : ''}`);
  if (bad) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();

// Extra TRAINING data for the signal model, never used to measure it: Reuters articles 2006–2013 (Ding et
// al. 2014, mirrored from github.com/duynht/financial-news-dataset) whose headline states one kind of event
// in Reuters' own words, labelled by that headline alone (weak labels). Articles of the labelled set's
// stories are left out. The text stays outside the repo (Reuters' copyright).
//   npx tsx scripts/eval/build-weak-training-set.ts [mirror dir] [out file]
import { execFileSync, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import type { SignalType } from "@/lib/providers/llm/llm-provider";
import { readLabels } from "./eval-set";

const MIRROR = process.argv[2] ?? "/work/.mirror/duynht+financial-news-dataset/repo";
const OUT = process.argv[3] ?? "/work/eval-text/weak-reuters.jsonl";
const PER_CLASS = 400;

// A headline that says the event outright; a headline matching two kinds is left out.
const HEADLINE: [SignalType, RegExp][] = [
  ["layoffs", /\b(?:to cut|cuts|cutting|slash(?:es)?|shed(?:s|ding)?|axe[sd]?|eliminat(?:e|es))\b[^,;]{0,25}\bjobs\b|\bjob cuts\b|\blay(?:s|ing)? off\b|\blayoffs\b/i],
  ["hiring", /\b(?:to hire|will hire|hiring spree|to add [\d,]+ jobs|to create [\d,]+ jobs|creates? [\d,]+ jobs)\b/i],
  ["leadership_change", /\b(?:names|appoints|taps|picks) (?:new )?(?:CEO|chief|chairman|president|CFO)\b|\b(?:CEO|chief executive|chairman|CFO) (?:to step down|steps down|resigns|quits|to retire|ousted|departs)\b|\bnew (?:CEO|chief executive)\b/i],
  ["acquisition", /\b(?:to buy|buys|to acquire|acquires|agrees to buy|to take over|takeover of|to merge with|merger with)\b/i],
  ["funding", /\b(?:raises?|raising) \$[\d.]+ (?:mln|million|billion|bln) (?:in|from) (?:IPO|funding|venture|private placement|financing round)\b|\bprices? IPO\b|\bIPO raises\b/i],
  ["partnership", /\b(?:forms?|in|signs?) (?:an? )?(?:alliance|partnership|joint venture)\b|\bteams? up with\b|\bpartners? with\b|\bties? up with\b/i],
  ["product_launch", /\b(?:launches|unveils|introduces|rolls out|debuts)\b/i],
  ["expansion", /\b(?:to open|opens) (?:new |first |\d+ )?(?:plant|factory|stores?|office|branch|centre|center|hub)\b|\b(?:to build|builds) (?:new )?(?:plant|factory)\b|\benters? [A-Z][a-z]+ market\b/i],
  ["earnings", /\b(?:quarterly|first-quarter|second-quarter|third-quarter|fourth-quarter|Q[1-4]|annual) (?:profit|loss|earnings|results|revenue)\b|\bprofit (?:rises|falls|jumps|drops|beats|misses)\b/i],
  ["legal", /\b(?:sues|sued by|lawsuit|fined|to settle|settles .{0,20}(?:suit|charges|probe)|antitrust probe|faces probe|indicted|charged with)\b/i],
];
const SKIP = /\b(?:update \d|factbox|timeline|analysis|column|breakingviews|instant view|wrapup|preview|rpt|corrected|poll|exclusive)\b/i;

const labels = readLabels();
const excludedPaths = new Set(labels.filter((l) => l.source_ref.includes("financial-news-dataset")).map((l) => l.source_ref.split(":").pop()!.split("#")[0]));
const accountsByDay = labels.filter((l) => l.published_at).map((l) => ({ day: Date.parse(l.published_at!), account: l.account.toLowerCase().split(/\s+/)[0] }));

const paths = execFileSync("git", ["-C", MIRROR, "ls-tree", "-r", "--name-only", "HEAD"], { maxBuffer: 1 << 28 })
  .toString()
  .split("\n")
  .filter((p) => p.startsWith("ReutersNews106521/") && !p.endsWith(".DS_Store") && !excludedPaths.has(p));

async function readBlobs(list: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const child = spawn("git", ["-C", MIRROR, "cat-file", "--batch"]);
  let buffer = Buffer.alloc(0);
  const pending = [...list];
  let current: string | undefined;
  let need = -1;
  const done = new Promise<void>((resolve) => child.on("close", () => resolve()));
  child.stdout.on("data", (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (need < 0) {
        const nl = buffer.indexOf(10);
        if (nl < 0) break;
        const header = buffer.subarray(0, nl).toString();
        buffer = buffer.subarray(nl + 1);
        current = pending.shift();
        need = header.endsWith("missing") ? -1 : Number(header.split(" ")[2]);
        if (need < 0) continue;
      }
      if (buffer.length < need + 1) break;
      out.set(current!, buffer.subarray(0, need).toString());
      buffer = buffer.subarray(need + 1);
      need = -1;
    }
  });
  child.stdin.end(list.map((p) => `HEAD:${p}`).join("\n") + "\n");
  await done;
  return out;
}

function parse(raw: string): { title: string; date: number; body: string } | null {
  const lines = raw.split("\n");
  const title = lines[0]?.replace(/^--\s*/, "").trim();
  const date = Date.parse(lines[2]?.replace(/^--\s*/, "").replace(/ E[DS]T$/, "") ?? "");
  const body = lines
    .slice(4)
    .join("\n")
    .split(/\n\s*\n|\n {2,}/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n\n");
  return title && body ? { title, date, body } : null;
}

const blobs = await readBlobs(paths);
const picked = new Map<SignalType, { path: string; title: string; text: string; label: SignalType }[]>();
let seen = 0;
// A fixed order (by path) so the same mirror always gives the same set.
for (const path of [...blobs.keys()].sort()) {
  const article = parse(blobs.get(path)!);
  if (!article || SKIP.test(article.title)) continue;
  seen++;
  const kinds = HEADLINE.filter(([, re]) => re.test(article.title)).map(([t]) => t);
  if (kinds.length !== 1) continue;
  const near = accountsByDay.some((a) => Math.abs(a.day - article.date) < 4 * 86_400_000 && article.title.toLowerCase().includes(a.account));
  if (near) continue; // could be a labelled story told again
  const list = picked.get(kinds[0]) ?? [];
  if (list.length < PER_CLASS) list.push({ path, title: article.title, text: article.body, label: kinds[0] });
  picked.set(kinds[0], list);
}
const rows = [...picked.values()].flat();
writeFileSync(OUT, rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
console.log(`${seen} articles read; weakly labelled: ${[...picked].map(([t, l]) => `${t} ${l.length}`).join(", ")} → ${OUT}`);

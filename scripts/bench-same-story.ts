// Same-story grouping timing for `npm run bench` (scripts/bench.ts registers it); imports no UI code, so
// it also runs alone: npx tsx scripts/bench-same-story.ts
import { pathToFileURL } from "node:url";
import { groupStories } from "@/lib/pipeline/discovery/story-grouping";
import { sized } from "./bench-mode";

type Row = Record<string, string | number>;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const WORDS =
  "company acquires raises funding expands opens hires names chief executive partners launches product market growth revenue quarter deal shares investors plant city jobs cloud data platform customers europe america asia battery energy bank retail logistics health robotics media insurance aerospace port mine bridge vaccine tariff satellite pipeline stadium reactor canal court ruling strike union election senate budget".split(" ");

/** n candidates over a year, one in five another outlet's report of an earlier story (other headline, shared lead facts). */
function generatedCandidates(n: number) {
  let seed = 7;
  const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  const words = (k: number) => Array.from({ length: k }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(" ");
  const out: { id: string; title: string; snippet: string; text: string; publishedAt: string }[] = [];
  for (let i = 0; i < n; i++) {
    const day = new Date(Date.UTC(2026, 0, 1) + Math.floor(rand() * 365) * 86_400_000).toISOString();
    if (i > 10 && i % 5 === 0) {
      const o = out[Math.floor(rand() * out.length)];
      out.push({ id: String(i), title: `${words(3)} ${o.title.split(" ").slice(0, 4).join(" ")}`, snippet: `${o.snippet.split(" ").slice(0, 14).join(" ")} ${words(8)}`, text: o.text, publishedAt: o.publishedAt });
    } else {
      out.push({ id: String(i), title: `Firm${i} ${words(8)}`, snippet: `${words(24)} $${i} million`, text: `${words(120)} Person${i % 997} said.`, publishedAt: day });
    }
  }
  return out;
}

export async function sameStoryGroupingBench(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const n of sized([1000, 10_000], [200, 1000])) {
    for (const withBody of [false, true]) {
      const items = generatedCandidates(n).map((c) => (withBody ? c : { ...c, text: undefined }));
      const times: number[] = [];
      let groups = 0;
      for (let i = 0; i < 2; i++) groupStories(items, { ignore: ["Firm"] }); // warm-up (JIT)
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        groups = groupStories(items, { ignore: ["Firm"] }).groups.length;
        times.push(performance.now() - t0);
      }
      rows.push({ candidates: n, input: withBody ? "title + snippet + body" : "title + snippet", groups, "median ms": median(times).toFixed(1), "µs per candidate": ((median(times) * 1000) / n).toFixed(1) });
    }
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const row of await sameStoryGroupingBench()) console.log(JSON.stringify(row));
}

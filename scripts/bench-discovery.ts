// Discovery benchmarks for `npm run bench` (scripts/bench.ts registers them).
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { DiscoveriesTable } from "@/components/admin-discoveries/discoveries-table";
import type { Database } from "@/lib/db/database";
import { listDiscoveries } from "@/lib/discoveries/list-discoveries";
import { deduplicateContent } from "@/lib/pipeline/discovery/content-dedup";
import { runDiscovery } from "@/lib/pipeline/discovery/run-discovery";
import { createCorpusFetcher } from "@/lib/providers/fetch/corpus-fetch";
import { demoNewsCorpus } from "@/lib/providers/news-corpus/demo/demo-news-corpus";
import { createOfflineSearch } from "@/lib/providers/search/offline-search";
import { LocalStorage } from "@/lib/providers/storage/local-storage";
import { sized } from "./bench-mode";

type Row = Record<string, string | number>;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const WORDS = "company acquires raises funding expands opens hires names chief executive partners launches product market growth revenue quarter deal shares investors plant city jobs cloud data platform customers europe america asia battery energy bank retail logistics health robotics media insurance aerospace".split(" ");

/** n articles, one in ten a near copy (same title, snippet with one word changed) of an earlier one. */
function generatedArticles(n: number) {
  let seed = 42;
  const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  const words = (k: number) => Array.from({ length: k }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(" ");
  const out: { url: string; title: string; source: string; date: string; snippet: string }[] = [];
  for (let i = 0; i < n; i++) {
    if (i > 10 && i % 10 === 0) {
      const original = out[Math.floor(rand() * out.length)];
      out.push({ ...original, url: `https://copy${i}.example/story?utm_source=feed`, snippet: `${original.snippet} today` });
    } else {
      out.push({ url: `https://news${i % 50}.example/${i}`, title: `Firm${i} ${words(8)}`, source: "Wire", date: "", snippet: `${words(20)} ${i}` });
    }
  }
  return out;
}

export async function contentDedupBench(): Promise<Row[]> {
  const rows: Row[] = [];
  deduplicateContent(generatedArticles(500)); // warm-up
  for (const n of sized([1000, 10_000], [200, 1000])) {
    const articles = generatedArticles(n);
    const times: number[] = [];
    let removed = 0;
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      removed = deduplicateContent(articles).removed.length;
      times.push(performance.now() - t0);
    }
    rows.push({ articles: n, "removed": removed, "median ms": median(times).toFixed(1), "µs per article": ((median(times) * 1000) / n).toFixed(1) });
  }
  return rows;
}

export async function offlineDiscoveryBench({ db }: { db: Database }): Promise<Row[]> {
  const companyId = randomUUID();
  const accountId = randomUUID();
  await db.execute(sql`insert into public.companies (id, name, solutions) values (${companyId}, 'Bench Seller', 'Zero trust access for newly acquired workforces')`);
  await db.execute(sql`insert into public.accounts (id, name, full_name, url, company_id) values (${accountId}, 'Verdant Mobility', 'Verdant Mobility Holdings', 'https://verdantmobility.example', ${companyId})`);
  const dir = mkdtempSync(path.join(tmpdir(), "bench-discovery-"));
  const storage = new LocalStorage({ rootDir: dir });
  const corpora = [demoNewsCorpus];
  const search = createOfflineSearch(() => corpora);
  const fetcher = createCorpusFetcher(corpora, { fetch: () => Promise.reject(new Error("offline")) });
  const times: number[] = [];
  try {
    for (let i = 0; i < sized(3, 1); i++) {
      await db.execute(sql`delete from public.events where account_id = ${accountId}`);
      const id = randomUUID();
      await db.execute(sql`insert into public.discoveries (id, account_id, status, source) values (${id}, ${accountId}, 'pending', 'test')`);
      const t0 = performance.now();
      await runDiscovery(id, { db, storage, search, fetcher });
      times.push(performance.now() - t0);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return [{ account: "Verdant Mobility", runs: times.length, "first ms": times[0].toFixed(0), "median ms": median(times).toFixed(0) }];
}

export async function discoveriesRenderBench({ db }: { db: Database }): Promise<Row[]> {
  const total = sized(100_000, 2000);
  const companyId = randomUUID();
  await db.execute(sql`insert into public.companies (id, name) values (${companyId}, 'Bench Discoveries')`);
  await db.execute(sql`insert into public.accounts (name, url, company_id) select 'Discovery Account ' || g, 'https://d' || g || '.example', ${companyId} from generate_series(1, 200) g`);
  await db.execute(sql`
    with acc as (select id, row_number() over (order by id) - 1 as n from public.accounts where company_id = ${companyId})
    insert into public.discoveries (account_id, status, source, created_at, updated_at)
    select acc.id, (array['completed', 'completed', 'completed', 'failed'])[1 + g % 4], (array['auto', 'test'])[1 + g % 2],
           now() - make_interval(mins => g), now() - make_interval(mins => g)
    from generate_series(1, ${total}::int) g join acc on acc.n = g % 200`);
  await db.execute(sql`analyze public.discoveries`);
  const rows: Row[] = [];
  for (const [label, input] of [["page 1", { page: 1 }], [`page ${sized(500, 10)}`, { page: sized(500, 10) }], ["search 'Account 17'", { page: 1, search: "Account 17" }]] as const) {
    const query: number[] = [];
    const render: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const page = await listDiscoveries(db, input);
      const t1 = performance.now();
      renderToString(createElement(DiscoveriesTable, { initial: page }));
      query.push(t1 - t0);
      render.push(performance.now() - t1);
    }
    rows.push({ discoveries: total, case: label, "query ms": median(query).toFixed(1), "render ms": median(render).toFixed(1), "total ms": (median(query) + median(render)).toFixed(1) });
  }
  return rows;
}

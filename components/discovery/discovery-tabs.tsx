"use client";

import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatShortDate } from "@/lib/dates/format-date";
import {
  contentDedupView,
  finalResultsView,
  formatRunTime,
  semanticStatusVariant,
  stepData,
  unknownSteps,
  type ViewArticle,
} from "@/lib/discoveries/discovery-log-view";

type Loose = Record<string, unknown>;
const arr = <T = Loose,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const str = (v: unknown) => (typeof v === "string" && v ? v : null);
const webUrl = (v: unknown) => (typeof v === "string" && /^https?:\/\//i.test(v) ? v : null);

// A long JSON block scrolls; keyboard users reach it to scroll it (WCAG scrollable-region-focusable).
const scrollablePre =
  "overflow-auto rounded-md bg-muted p-3 text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring";

function Empty({ children }: { children: React.ReactNode }) {
  return <p className="py-6 text-center text-sm text-muted-foreground">{children}</p>;
}

function Stat({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="rounded-md border px-3 py-2">
      <div className="text-xs text-muted-foreground">{label}</div>
      <div className="text-lg font-semibold tabular-nums">{value}</div>
    </div>
  );
}

function ArticleLine({ article, index, struck }: { article: ViewArticle; index?: number; struck?: boolean }) {
  return (
    <div className={struck ? "line-through opacity-70" : undefined}>
      <div className="flex items-baseline gap-2">
        {index !== undefined && <span className="shrink-0 text-xs text-muted-foreground tabular-nums">#{index}</span>}
        {article.url ? (
          <a href={article.url} target="_blank" rel="noopener noreferrer" className="font-medium break-words text-primary hover:underline">
            {article.title || "Untitled"}
          </a>
        ) : (
          <span className="font-medium">{article.title || "Untitled"}</span>
        )}
      </div>
      <div className="text-xs text-muted-foreground">
        {[article.source, article.date && formatShortDate(article.date, article.date)].filter(Boolean).join(" · ")}
      </div>
    </div>
  );
}

function CopyQuery({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label="Copy query"
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => {
            setCopied(true);
            setTimeout(() => setCopied(false), 2000);
          },
          () => undefined,
        )
      }
    >
      {copied ? <Check /> : <Copy />}
    </Button>
  );
}

function InfoTab({ log }: { log: unknown }) {
  const info = stepData(log, "step2_account_info");
  if (!info) return <Empty>No discovery information available</Empty>;
  const rows: [string, string][] = [
    ["Account Name", str(info.account_name) ?? "N/A"],
    ["Company Name", str(info.company_name) ?? "N/A"],
    ["Discovery Run Time", formatRunTime(info.discovery_run_time)],
  ];
  return (
    <table className="w-full text-sm">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label} className="border-b last:border-0">
            <th scope="row" className="w-48 py-2 pr-4 text-left font-medium text-muted-foreground">{label}</th>
            <td className="py-2">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SearchTab({ log }: { log: unknown }) {
  const search = stepData(log, "step5_search_execution");
  const queries = arr(search?.results_by_query);
  if (!search || queries.length === 0) return <Empty>No search results available</Empty>;
  return (
    <div className={TAB_BODY}>
      <Stat label="Total Raw Results" value={arr(search.all_articles).length} />
      {queries.map((q, i) => {
        const query = (q.query ?? {}) as Loose;
        const results = arr<ViewArticle>(q.results);
        return (
          <section key={i} className="rounded-md border p-3" aria-label={`Query ${i + 1}`}>
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{i + 1}. {str(query.purpose) ?? ""}</span>
              <Badge variant={query.serpapi_engine === "google_news" ? "info" : "secondary"}>{query.serpapi_engine === "google_news" ? "News" : "Search"}</Badge>
              <span className="ml-auto text-xs text-muted-foreground">{Number(q.result_count ?? results.length)} results</span>
            </div>
            <div className="mt-1 flex items-center gap-1">
              <code className="min-w-0 flex-1 rounded bg-muted px-2 py-1 text-xs break-all">{str(query.query) ?? ""}</code>
              <CopyQuery text={str(query.query) ?? ""} />
            </div>
            {typeof q.error === "string" && <p className="mt-1 text-xs text-destructive">{q.error}</p>}
            {results.length === 0 ? (
              <Empty>No results for this query</Empty>
            ) : (
              <ol className="mt-2 grid gap-2">
                {results.map((r, j) => (
                  <li key={j} className="text-sm">
                    <ArticleLine article={r} index={j + 1} />
                    <p className="text-xs">{r.snippet || "No snippet available"}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}

function DedupTab({ log }: { log: unknown }) {
  const view = contentDedupView(log);
  if (!view) return <Empty>No search results available</Empty>;
  return (
    <div className={TAB_BODY}>
      <div className="grid grid-cols-3 gap-2">
        <Stat label="Input Articles" value={view.input} />
        <Stat label="Articles Kept" value={view.keptCount} />
        <Stat label="Duplicates Removed" value={view.removedCount} />
      </div>
      <section aria-label="Kept Articles">
        <h3 className="mb-2 font-medium">Kept Articles</h3>
        {view.kept.length === 0 ? <Empty>No articles kept</Empty> : (
          <ul className="grid gap-2 text-sm">{view.kept.map(({ a, index }) => <li key={index}><ArticleLine article={a} index={index} /></li>)}</ul>
        )}
      </section>
      {view.removed.length > 0 && (
        <section aria-label="Removed Articles">
          <h3 className="mb-2 font-medium">Removed Articles</h3>
          <ul className="grid gap-2 text-sm">{view.removed.map(({ a, index }) => <li key={index}><ArticleLine article={a} index={index} struck /></li>)}</ul>
        </section>
      )}
    </div>
  );
}

function FinalTab({ log }: { log: unknown }) {
  const ranked = finalResultsView(log);
  const dropped = arr(stepData(log, "step7_filtered_ranked")?.dropped_articles);
  return (
    <div className={TAB_BODY}>
      <Stat label="Strategic Articles Found" value={ranked.length} />
      {ranked.length === 0 ? <Empty>No strategic articles found</Empty> : (
        <ol className="grid gap-2">
          {ranked.map((r, i) => (
            <li key={i} className={`rounded-md border p-3 text-sm ${r.chosen ? "border-emerald-500 bg-emerald-50 dark:bg-emerald-950/30" : ""}`} data-chosen={r.chosen || undefined}>
              <div className="mb-1 flex flex-wrap gap-2">
                <Badge variant="outline">Rank {String(r.ranking)}</Badge>
                {r.chosen && <Badge variant="success">Chosen event (selected)</Badge>}
              </div>
              <ArticleLine article={r.article} />
              <p className="text-xs">{r.article.snippet || "No snippet available"}</p>
              {r.reason && <p className="mt-1 text-xs text-muted-foreground">{r.reason}</p>}
            </li>
          ))}
        </ol>
      )}
      {dropped.length > 0 && (
        <section aria-label="Dropped Articles">
          <h3 className="mb-2 font-medium">Dropped Articles</h3>
          <ul className="grid gap-1 text-sm">
            {dropped.map((d, i) => (
              <li key={i}><span className="line-through opacity-70">{str(d.title) ?? "Untitled"}</span> <span className="text-xs text-muted-foreground">— {str(d.reason)}</span></li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** Grouping, not removal: what a REMOVED candidate joined (absent in logs written before grouping). */
function joinedText(r: Loose): string | null {
  if (r.joined === "event" && str(r.duplicate_of_event_id)) return "Joined the existing event as another outlet reporting it";
  if (r.joined === "candidate" && typeof r.duplicate_of_candidate_index === "number") return `Joined candidate #${r.duplicate_of_candidate_index} as another outlet reporting it`;
  return null;
}

/** The candidates that joined a kept one: its story's "Also reported by". */
function OtherOutlets({ joined }: { joined: Loose[] }) {
  if (joined.length === 0) return null;
  return (
    <div className="mt-1 text-xs">
      <p className="font-medium">Also reported by</p>
      <ul className="grid gap-0.5">
        {joined.map((r) => {
          const url = webUrl(r.url);
          const label = typeof r.index === "number" ? `${str(r.source) ?? "Unknown outlet"} (#${r.index})` : (str(r.source) ?? "Unknown outlet");
          return (
            <li key={String(r.url ?? r.index)} className="break-words">
              {url ? (
                <a href={url} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
                  {label}
                </a>
              ) : (
                label
              )}
              {str(r.title) ? <span className="text-muted-foreground"> — {str(r.title)!.slice(0, 200)}</span> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function SemanticTab({ log }: { log: unknown }) {
  const data = stepData(log, "step8_semantic_deduplication");
  if (!data) return <Empty>No semantic deduplication data available</Empty>;
  const before = Number(data.candidates_before ?? 0);
  const after = Number(data.candidates_after ?? 0);
  const removed = new Map(arr(data.removed_candidates).map((r) => [Number(r.index), r]));
  const joinedTo = new Map<number, Loose[]>();
  for (const r of removed.values()) {
    if (typeof r.duplicate_of_candidate_index !== "number") continue;
    joinedTo.set(r.duplicate_of_candidate_index, [...(joinedTo.get(r.duplicate_of_candidate_index) ?? []), r]);
  }
  // ranked articles beyond the candidates that joined a kept one
  for (const x of arr(data.also_reported_beyond_candidates)) {
    if (typeof x.candidate_index !== "number") continue;
    joinedTo.set(x.candidate_index, [...(joinedTo.get(x.candidate_index) ?? []), { ...x, index: undefined }]);
  }
  return (
    <div className={TAB_BODY}>
      <div className="flex items-center gap-2">
        <span className="text-sm font-medium">Status</span>
        <Badge variant={semanticStatusVariant(data.status)}>{str(data.status) ?? "Unknown"}</Badge>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat label="Before" value={before} />
        <Stat label="After" value={after} />
        <Stat label="Existing Events" value={Number(data.existing_events_count ?? 0)} />
        <Stat label="Removed" value={before - after} />
      </div>
      <p className="text-sm"><span className="font-medium">Reason:</span> {str(data.reason) ?? ""}</p>
      <section aria-label="Candidate Events">
        <h3 className="mb-2 font-medium">Candidate Events</h3>
        <ul className="grid gap-2">
          {arr(data.candidate_events).map((c) => {
            const r = removed.get(Number(c.index));
            return (
              <li key={String(c.index)} className="rounded-md border p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-xs text-muted-foreground">#{String(c.index)}</span>
                  <Badge variant={r ? "destructive" : "success"}>{r ? "REMOVED" : "KEPT"}</Badge>
                  <span className="font-medium">{str(c.title) ?? "No title"}</span>
                </div>
                <div className="text-xs text-muted-foreground">{str(c.source) ?? ""} · Ranking {String(c.ranking ?? "")}</div>
                {str(c.snippet) && <p className="text-xs">{str(c.snippet)}</p>}
                {r && (
                  <div className="mt-1 text-xs">
                    {str(r.duplicate_of_event_id) && <p>Duplicate of event: <code>{str(r.duplicate_of_event_id)}</code></p>}
                    {joinedText(r) && <p className="font-medium">{joinedText(r)}</p>}
                    <p>{str(r.reasoning)}</p>
                  </div>
                )}
                {!r && <OtherOutlets joined={joinedTo.get(Number(c.index)) ?? []} />}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-label="Existing Events from Database">
        <h3 className="mb-2 font-medium">Existing Events from Database</h3>
        <ul className="grid gap-2 text-sm">
          {arr(data.existing_events).map((e) => (
            <li key={String(e.id)} className="rounded-md border p-2">
              <code className="text-xs">{String(e.id)}</code>
              <div className="font-medium">{str(e.title) ?? "No title"}</div>
              <div className="text-xs text-muted-foreground">{str(e.publication) ?? ""}</div>
              <p className="text-xs">{str(e.event_summary) ?? "No summary available"}</p>
            </li>
          ))}
        </ul>
      </section>
      {data.status === "completed" && (
        <section aria-label="LLM Response">
          <h3 className="mb-2 font-medium">LLM Response</h3>
          <pre tabIndex={0} className={scrollablePre + " max-h-80"}>{JSON.stringify(data.llm_response, null, 2)}</pre>
        </section>
      )}
    </div>
  );
}

// One column that may be narrower than a code block's lines (the block then scrolls by itself): an
// implicit grid column is at least as wide as its widest line, which pushed the dialog past a phone's screen.
const TAB_BODY = "grid grid-cols-1 gap-4";

const label = (key: string) => key.replace(/^step\d+_/, "").replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());

/** The debug dialog's tabs over one discovery log. */
export function DiscoveryTabs({ log }: { log: unknown }) {
  const extra = unknownSteps(log);
  return (
    // Ids and URLs may break anywhere: unbroken, one widens the dialog past a phone's screen.
    <Tabs defaultValue="info" className="min-w-0 [overflow-wrap:anywhere]">
      {/* Seven tabs wrap onto lines: each tab's own height (not the single-line list's 100%), or the second
          line overflows the list and the panel covers it. */}
      <TabsList className="h-auto w-full flex-wrap justify-start max-sm:grid max-sm:grid-cols-2 [&>button]:h-auto [&>button]:min-h-8 [&>button]:flex-none max-sm:[&>button]:whitespace-normal">
        <TabsTrigger value="info">Discovery Info</TabsTrigger>
        <TabsTrigger value="search">Search Results</TabsTrigger>
        <TabsTrigger value="dedup">Content Deduplication</TabsTrigger>
        <TabsTrigger value="final">Final Results</TabsTrigger>
        <TabsTrigger value="semantic">Semantic Deduplication</TabsTrigger>
        {extra.map((s) => <TabsTrigger key={s.key} value={s.key}>{label(s.key)}</TabsTrigger>)}
      </TabsList>
      <TabsContent value="info"><InfoTab log={log} /></TabsContent>
      <TabsContent value="search"><SearchTab log={log} /></TabsContent>
      <TabsContent value="dedup"><DedupTab log={log} /></TabsContent>
      <TabsContent value="final"><FinalTab log={log} /></TabsContent>
      <TabsContent value="semantic"><SemanticTab log={log} /></TabsContent>
      {extra.map((s) => (
        <TabsContent key={s.key} value={s.key}>
          <pre tabIndex={0} className={scrollablePre + " max-h-[60vh]"}>{JSON.stringify(s.value, null, 2)}</pre>
        </TabsContent>
      ))}
    </Tabs>
  );
}

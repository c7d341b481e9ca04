"use client";

import { Search } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { DiscoveryDebugDialog, type DiscoveryDialogTarget } from "@/components/discovery/discovery-debug-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Table, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dates/format-date";
import { DISCOVERIES_PAGE_SIZE, type DiscoveryListRow, type DiscoveryPage } from "@/lib/discoveries/list-discoveries";
import { Pager } from "./pager";
import { RunAllButton } from "./run-all-button";

export const ACTIVE_REFRESH_MS = 1000;
export const LATEST_CHECK_MS = 5000;

const statusVariant = { completed: "success", failed: "destructive", running: "info", pending: "warning" } as const;
const isActive = (s: DiscoveryListRow["status"]) => s === "pending" || s === "running";

/** The live Discoveries table (spec 2 §2/§4/§9). */
export function DiscoveriesTable({ initial }: { initial: DiscoveryPage }) {
  const [data, setData] = useState(initial);
  // The page count of the unsearched list: the pager keeps it, disabled, while a search shows its results.
  const [browseTotal, setBrowseTotal] = useState(initial.total);
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState("");
  const [loading, setLoading] = useState(false);
  const [knownLatest, setKnownLatest] = useState(initial.latest_id);
  const [newAvailable, setNewAvailable] = useState(false);
  const [viewing, setViewing] = useState<DiscoveryDialogTarget | null>(null);
  const request = useRef(0);

  const load = useCallback(async (p: number, s: string, quiet = false) => {
    const token = ++request.current;
    if (!quiet) setLoading(true);
    try {
      const response = await fetch(`/api/discoveries?page=${p}&search=${encodeURIComponent(s)}`, { cache: "no-store" });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const next = (await response.json()) as DiscoveryPage;
      if (token !== request.current) return;
      setData(next);
      if (!s) setBrowseTotal(next.total);
      if (p === 1 && !s) {
        setKnownLatest(next.latest_id);
        setNewAvailable(false);
      }
    } catch (error) {
      console.error("Loading discoveries failed", error);
    } finally {
      if (token === request.current) setLoading(false);
    }
  }, []);

  // Debounced search; searching always starts on page 1.
  useEffect(() => {
    const t = setTimeout(() => setSearch(query.trim()), 300);
    return () => clearTimeout(t);
  }, [query]);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false; // page 1 came with the page
      return;
    }
    const t = setTimeout(() => void load(search ? 1 : page, search), 0);
    return () => clearTimeout(t);
  }, [page, search, load]);

  const live = page === 1 && !search;
  const hasActive = data.rows.some((r) => isActive(r.status));
  useEffect(() => {
    if (live && hasActive) {
      const t = setInterval(() => void load(1, "", true), ACTIVE_REFRESH_MS);
      return () => clearInterval(t);
    }
    const t = setInterval(async () => {
      try {
        const response = await fetch("/api/discoveries?latest=1", { cache: "no-store" });
        if (!response.ok) return;
        const { latest_id } = (await response.json()) as { latest_id: string | null };
        if (latest_id === knownLatest) return;
        if (live) void load(1, "", true);
        else setNewAvailable(true);
      } catch {
        // the next check tries again
      }
    }, LATEST_CHECK_MS);
    return () => clearInterval(t);
  }, [live, hasActive, knownLatest, load]);

  const pages = Math.max(1, Math.ceil(data.total / DISCOVERIES_PAGE_SIZE));
  const browsePages = Math.max(1, Math.ceil(browseTotal / DISCOVERIES_PAGE_SIZE));
  const viewLatest = () => {
    setQuery("");
    setSearch("");
    setPage(1);
    setNewAvailable(false);
    void load(1, "");
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">Discoveries</h1>
          {live && <Badge variant="success" title="Live updates">LIVE</Badge>}
          {data.active_count > 0 && <Badge variant="info">{data.active_count} ACTIVE</Badge>}
        </div>
        <RunAllButton onQueued={() => void load(page, search, true)} />
      </div>
      <div className="relative max-w-sm">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input className="pl-9" placeholder="Search accounts..." aria-label="Search accounts" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      {newAvailable && (
        <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm dark:bg-sky-950/30">
          <span>New discoveries available</span>
          <Button size="sm" variant="outline" onClick={viewLatest}>View Latest</Button>
        </div>
      )}
      <div className="lt lc overflow-hidden rounded-xl border bg-card" aria-busy={loading}>
        <Table>
          <TableHeader className="bg-muted/40">
            <TableRow className="hover:bg-transparent">
              <TableHead className="pl-4">Account</TableHead>
              <TableHead className="lt-hm">Company</TableHead>
              <TableHead>Created</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="lt-hs">Source</TableHead>
              <TableHead className="pr-4 text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <tbody>
            {data.rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="py-12 text-center lt-mu">No discoveries found</td>
              </tr>
            ) : (
              data.rows.map((row) => (
                <tr key={row.id} data-id={row.id}>
                  {/* Long names are cut (full name on hover), so the row's action stays inside the table at any width. */}
                  <td className="lt-p lt-b lt-ti w-1/2 max-w-0">
                    <span className="lt-t block" title={row.account_name}>
                      {row.account_name}
                    </span>
                  </td>
                  <td className="lt-hm lt-mu w-1/2 max-w-0">
                    <span className="lt-t block" title={row.company_name ?? undefined}>
                      {row.company_name ?? ""}
                    </span>
                  </td>
                  <td className="lt-mu">
                    <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
                  </td>
                  <td>
                    <span className={`lt-bd b-${statusVariant[row.status] ?? "outline"}`}>{row.status}</span>
                  </td>
                  <td className="lt-hs">{row.source}</td>
                  <td className="lt-p">
                    <div className="lt-ax">
                      <button
                        className="lt-ob i-fs"
                        aria-label={`View debug logs for ${row.account_name}`}
                        disabled={isActive(row.status)}
                        onClick={() => setViewing({ kind: "view", discoveryId: row.id, accountName: row.account_name })}
                      >
                        <span className="lt-hs">View debug logs</span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </div>
      <Pager page={page} pages={search ? browsePages : pages} disabled={Boolean(search) || loading} shown={Boolean(search)} onPage={setPage} />
      <DiscoveryDebugDialog target={viewing} onOpenChange={(open) => !open && setViewing(null)} />
    </div>
  );
}

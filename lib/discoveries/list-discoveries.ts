import { sql } from "drizzle-orm";
import { rowsOf, type Queryable } from "@/lib/db/database";

export const DISCOVERIES_PAGE_SIZE = 100;

export type DiscoveryListRow = {
  id: string;
  account_id: string;
  account_name: string;
  company_name: string | null;
  created_at: string;
  status: "pending" | "running" | "completed" | "failed";
  source: "auto" | "test";
};

export type DiscoveryPage = { rows: DiscoveryListRow[]; total: number; page: number; latest_id: string | null; active_count: number };

/**
 * One page of discoveries, newest first, with the total; `search` matches account names (case-insensitive).
 * Paging walks discoveries_created_id_desc_idx; a search first narrows the (few) matching accounts.
 */
export async function listDiscoveries(tx: Queryable, input: { page: number; search?: string }): Promise<DiscoveryPage> {
  const page = Math.max(1, Math.floor(input.page));
  const search = input.search?.trim();
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const filter = pattern ? sql`where d.account_id in (select id from public.accounts where name ilike ${pattern})` : sql``;
  const [rowsResult, meta] = await Promise.all([
    tx.execute(sql`
      select d.id, d.account_id, a.name as account_name, c.name as company_name, d.created_at, d.status, d.source
      from public.discoveries d
      join public.accounts a on a.id = d.account_id
      left join public.companies c on c.id = a.company_id
      ${filter}
      order by d.created_at desc, d.id desc
      limit ${DISCOVERIES_PAGE_SIZE} offset ${(page - 1) * DISCOVERIES_PAGE_SIZE}`),
    tx.execute(sql`
      select (select count(*) from public.discoveries d ${filter})::integer as total,
             (select id from public.discoveries order by created_at desc, id desc limit 1) as latest_id,
             (select count(*) from public.discoveries where status in ('pending', 'running'))::integer as active_count`),
  ]);
  const m = rowsOf<{ total: number; latest_id: string | null; active_count: number }>(meta)[0];
  return {
    rows: rowsOf<DiscoveryListRow & { created_at: string | Date }>(rowsResult).map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
    total: Number(m.total),
    page,
    latest_id: m.latest_id,
    active_count: Number(m.active_count),
  };
}

/** The newest discovery's id (the 5 s check behind the 'New discoveries available' banner). */
export async function latestDiscoveryId(tx: Queryable): Promise<string | null> {
  return rowsOf<{ id: string }>(await tx.execute(sql`select id from public.discoveries order by created_at desc, id desc limit 1`))[0]?.id ?? null;
}

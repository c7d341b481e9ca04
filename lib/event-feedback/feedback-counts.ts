import { sql } from "drizzle-orm";
import { rowsOf, type Queryable } from "@/lib/db/database";
import type { EventFeedbackReason } from "./event-feedback.validation";

export type FeedbackCountRow = {
  companyId: string;
  companyName: string;
  accountId: string;
  accountName: string;
  total: number;
  byReason: Record<EventFeedbackReason | "none", number>;
};

/** Rows shown on /discoveries: the accounts with the most marks first. */
export const FEEDBACK_COUNTS_LIMIT = 50;

/**
 * Standing "Not relevant" marks per company and account, with their reasons (admins: /discoveries).
 * Admin read across tenants: the caller has checked the role and passes its admin-scoped transaction.
 */
export async function listFeedbackCounts(tx: Queryable): Promise<FeedbackCountRow[]> {
  const rows = rowsOf<{ company_id: string; company_name: string; account_id: string; account_name: string; reason: string | null; n: number | string }>(
    await tx.execute(sql`
      select c.id as company_id, c.name as company_name, a.id as account_id, a.name as account_name, f.reason, count(*)::int as n
      from public.event_feedback f
      join public.accounts a on a.id = f.account_id
      join public.companies c on c.id = a.company_id
      group by c.id, c.name, a.id, a.name, f.reason`),
  );
  const byAccount = new Map<string, FeedbackCountRow>();
  for (const r of rows) {
    const row =
      byAccount.get(r.account_id) ??
      { companyId: r.company_id, companyName: r.company_name, accountId: r.account_id, accountName: r.account_name, total: 0, byReason: { wrong_company: 0, passing_mention: 0, not_important: 0, duplicate: 0, old_news: 0, none: 0 } };
    const n = Number(r.n);
    row.total += n;
    row.byReason[(r.reason ?? "none") as EventFeedbackReason | "none"] += n;
    byAccount.set(r.account_id, row);
  }
  return [...byAccount.values()]
    .sort((a, b) => b.total - a.total || a.companyName.localeCompare(b.companyName) || a.accountName.localeCompare(b.accountName))
    .slice(0, FEEDBACK_COUNTS_LIMIT);
}

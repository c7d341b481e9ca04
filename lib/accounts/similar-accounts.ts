import { and, sql } from "drizzle-orm";
import type { Transaction } from "@/lib/db/database";
import type { QueryScope } from "@/lib/auth/viewer-types";
import { accounts } from "@/lib/db/schema/accounts";
import { AppError } from "@/lib/errors/app-error";
import { isAccessibleAccount } from "./accessible-accounts";

/** An existing account a new one looks like: same name (any case) or same website domain. */
export type SimilarAccount = { id: string; name: string; url: string; full_name: string | null; logo_url: string | null; match: "name" | "domain" };

/** The site's domain as people think of it: lower case, without "www." (acme.com for https://www.Acme.com/x). */
export function accountDomain(url: string): string | null {
  try {
    const text = url.trim();
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname.toLowerCase();
    return host.replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase("en-US") === b.trim().toLocaleLowerCase("en-US");

/**
 * The acting user's accounts with the same name or the same domain as the one about to be added
 * (spec 1 allows several accounts alike, so this only warns). The SQL narrows by name or by the
 * domain appearing in the url; the exact domain comparison is made here.
 */
export async function findSimilarAccounts(scope: QueryScope, input: { name: string; url: string }, tx: Transaction): Promise<SimilarAccount[]> {
  const domain = accountDomain(input.url);
  const escaped = domain?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await tx
    .select({ id: accounts.id, name: accounts.name, url: accounts.url, full_name: accounts.fullName, logo_url: accounts.logoUrl })
    .from(accounts)
    .where(
      and(
        isAccessibleAccount(scope, accounts.id),
        escaped
          ? sql`(lower(${accounts.name}) = lower(${input.name.trim()}) or ${accounts.url} ilike ${`%${escaped}%`})`
          : sql`lower(${accounts.name}) = lower(${input.name.trim()})`,
      ),
    )
    .limit(20);
  return rows.flatMap((row): SimilarAccount[] => {
    if (sameName(row.name, input.name)) return [{ ...row, match: "name" }];
    if (domain && accountDomain(row.url) === domain) return [{ ...row, match: "domain" }];
    return [];
  });
}

/** What the dialog says about the first look-alike; it then offers to open it or to create anyway. */
export function similarAccountMessage(similar: SimilarAccount, domain: string | null) {
  return similar.match === "name"
    ? `An account named “${similar.name}” already exists.`
    : `An account with the domain ${domain ?? accountDomain(similar.url)} already exists: “${similar.name}”.`;
}

/** Thrown by createAccount when look-alikes exist and the person has not chosen to create anyway. */
export class SimilarAccountError extends AppError {
  readonly similar: SimilarAccount[];

  constructor(similar: SimilarAccount[], domain: string | null) {
    super("conflict", similarAccountMessage(similar[0], domain));
    this.similar = similar;
  }
}

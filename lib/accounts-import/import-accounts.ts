import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Transaction } from "@/lib/db/database";
import { accounts, accountUsers } from "@/lib/db/schema/accounts";
import { companies } from "@/lib/db/schema/companies";
import { users } from "@/lib/db/schema/users";
import { withScope } from "@/lib/db/scoped";
import { AppError } from "@/lib/errors/app-error";
import { accountDomain } from "@/lib/accounts/similar-accounts";
import { RowChecker, type AccountToCreate, type RowOutcome } from "./check-rows";
import { MAPPING_REQUIRED_MESSAGE } from "./column-mapping";
import type { ColumnMapping } from "./mapping-fields";
import { buildReport, type ImportReport } from "./import-report";
import { EMPTY_FILE_MESSAGE, INSERT_CHUNK } from "./import-limits";
import { ownerLookup } from "./owner-lookup";

/** Where the accounts go: the company, and the user they are all assigned to (the picked user on /accounts). */
export type ImportTarget = { adminId: string; companyId: string; assignToUserId: string | null };
export type ImportMode = "dry-run" | "import";
/** Test and bench hooks: called after each chunk of accounts is inserted (inside the transaction). */
export type ImportHooks = { afterChunk?: (insertedSoFar: number) => void | Promise<void> };

export const COMPANY_NOT_FOUND_MESSAGE = "Company not found.";

/** The header and the mapped cells of every data row, buffered (the caps bound them) so no transaction waits on the upload. */
async function readRows(records: AsyncIterable<string[]>, mapping: ColumnMapping) {
  let header: string[] | null = null;
  const rows: string[][] = [];
  const columns = [mapping.name, mapping.url, mapping.fullName, mapping.ownerEmail];
  for await (const record of records) {
    if (!header) {
      header = record;
      if (mapping.name === null || mapping.url === null || columns.some((c) => c !== null && c >= header!.length)) {
        throw new AppError("invalid", MAPPING_REQUIRED_MESSAGE);
      }
      continue;
    }
    rows.push(columns.map((c) => (c === null ? "" : (record[c] ?? ""))));
  }
  if (!header || rows.length === 0) throw new AppError("invalid", EMPTY_FILE_MESSAGE);
  return rows;
}

// The mapped cells sit at fixed places once read.
const BUFFERED: ColumnMapping = { name: 0, url: 1, fullName: 2, ownerEmail: 3 };

async function companyLookups(tx: Transaction, companyId: string) {
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw new AppError("not_found", COMPANY_NOT_FOUND_MESSAGE);
  const existing = new Map<string, string>();
  for (const row of await tx.select({ name: accounts.name, url: accounts.url }).from(accounts).where(eq(accounts.companyId, companyId))) {
    const domain = accountDomain(row.url);
    if (domain && !existing.has(domain)) existing.set(domain, row.name);
  }
  const members = await tx.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.companyId, companyId));
  return { existing, owners: ownerLookup(members) };
}

async function insertAccounts(tx: Transaction, target: ImportTarget, toCreate: AccountToCreate[], hooks: ImportHooks) {
  for (let start = 0; start < toCreate.length; start += INSERT_CHUNK) {
    const chunk = toCreate.slice(start, start + INSERT_CHUNK).map((a) => ({ ...a, id: randomUUID() }));
    await tx.insert(accounts).values(
      chunk.map((a) => ({ id: a.id, name: a.fields.name, url: a.fields.url, fullName: a.fields.full_name, companyId: target.companyId })),
    );
    const links = chunk.flatMap((a) => {
      const userIds = new Set([target.assignToUserId, a.ownerId].filter((id): id is string => id !== null));
      return [...userIds].map((userId) => ({ accountId: a.id, userId }));
    });
    if (links.length > 0) await tx.insert(accountUsers).values(links);
    await hooks.afterChunk?.(start + chunk.length);
  }
}

/**
 * Checks every row of a CSV (dry run) or checks and creates the accounts (import). The import runs in
 * one transaction: the company's accounts and users are read, the rows checked and the accounts
 * inserted in chunks, so a failure at any row leaves nothing created. Runs as the admin (RLS lets an
 * admin write to any company, after the route's admin check).
 */
export async function importAccounts(
  target: ImportTarget,
  records: AsyncIterable<string[]>,
  mapping: ColumnMapping,
  mode: ImportMode,
  hooks: ImportHooks = {},
): Promise<ImportReport> {
  const rows = await readRows(records, mapping);
  return withScope(
    { userId: target.adminId },
    async (tx) => {
      const { existing, owners } = await companyLookups(tx, target.companyId);
      const checker = new RowChecker(BUFFERED, existing, owners);
      const outcomes: RowOutcome[] = [];
      const toCreate: AccountToCreate[] = [];
      rows.forEach((cells, i) => {
        const { outcome, account } = checker.check(cells, i + 2);
        outcomes.push(outcome);
        if (account) toCreate.push(account);
      });
      if (mode === "import") await insertAccounts(tx, target, toCreate, hooks);
      return buildReport(outcomes, mode === "import");
    },
    mode === "dry-run" ? { readOnly: true } : {},
  );
}

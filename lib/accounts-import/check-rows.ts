import { accountFormSchema, firstIssueMessage, type AccountFields } from "@/lib/accounts/account.validation";
import { accountDomain } from "@/lib/accounts/similar-accounts";
import type { ColumnMapping } from "./mapping-fields";
import type { OwnerLookup } from "./owner-lookup";

export type RowStatus = "created" | "duplicate" | "invalid";

/** One data row's fate; `row` is its line in a spreadsheet (the header is row 1). */
export type RowOutcome = { row: number; name: string; website: string; status: RowStatus; reason: string | null };

export type AccountToCreate = { row: number; fields: AccountFields; ownerId: string | null };

const cell = (record: string[], index: number | null) => (index === null ? "" : (record[index] ?? "").trim());

/**
 * Checks rows one by one with the account form's own rules, and finds duplicates by normalised domain
 * (lower case, no "www.") against the company's accounts and against earlier rows of the same file.
 */
export class RowChecker {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly mapping: ColumnMapping,
    private readonly existing: Map<string, string>,
    private readonly owners: OwnerLookup,
  ) {}

  check(record: string[], row: number): { outcome: RowOutcome; account: AccountToCreate | null } {
    const name = cell(record, this.mapping.name);
    const website = cell(record, this.mapping.url);
    const base = { row, name, website };
    const invalid = (reason: string) => ({ outcome: { ...base, status: "invalid" as const, reason }, account: null });
    const parsed = accountFormSchema.safeParse({ name, url: website, full_name: cell(record, this.mapping.fullName) });
    if (!parsed.success) return invalid(firstIssueMessage(parsed.error));
    const domain = accountDomain(parsed.data.url);
    if (!domain) return invalid("The website has no domain.");
    const existingName = this.existing.get(domain);
    if (existingName !== undefined) {
      return { outcome: { ...base, status: "duplicate", reason: `An account with the domain ${domain} already exists: “${existingName}”.` }, account: null };
    }
    const earlier = this.seen.get(domain);
    if (earlier !== undefined) {
      return { outcome: { ...base, status: "duplicate", reason: `Same domain (${domain}) as row ${earlier} of this file.` }, account: null };
    }
    const ownerText = cell(record, this.mapping.ownerEmail);
    let ownerId: string | null = null;
    if (ownerText) {
      const owner = this.owners.find(ownerText);
      if ("error" in owner) return invalid(owner.error);
      ownerId = owner.id;
    }
    this.seen.set(domain, row);
    return { outcome: { ...base, status: "created", reason: null }, account: { row, fields: parsed.data, ownerId } };
  }
}

import { eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/database";
import { companies } from "@/lib/db/schema/companies";
import { companySignalWeightDefaults, signalWeights } from "@/lib/db/schema/signal-weights";
import { users } from "@/lib/db/schema/users";
import { withScope } from "@/lib/db/scoped";
import { AppError } from "@/lib/errors/app-error";
import { signalTypes } from "@/lib/providers/llm/signal-types";
import { isSignalType, mergeWeights, type SignalWeights } from "./signal-weight-defaults";

// Weights per signal type (issue 25, part 2): the user's own, over their company's defaults, over the
// built-in ones. Read and written under RLS as the caller (the user or an admin; company defaults are
// written by admins only: the policies on the two tables).

type WeightRow = { signalType: string; weight: number };
const toPartial = (rows: WeightRow[]): Partial<SignalWeights> => Object.fromEntries(rows.filter((r) => isSignalType(r.signalType)).map((r) => [r.signalType, r.weight]));

/** What the Settings page shows: the weights that apply and the company's defaults beneath them. */
export type SignalWeightSettings = { weights: SignalWeights; companyDefaults: SignalWeights; saved: boolean };

async function companyDefaults(tx: Queryable, companyId: string | null): Promise<Partial<SignalWeights>> {
  if (!companyId) return {};
  return toPartial(await tx.select({ signalType: companySignalWeightDefaults.signalType, weight: companySignalWeightDefaults.weight }).from(companySignalWeightDefaults).where(eq(companySignalWeightDefaults.companyId, companyId)));
}

/** A company's defaults over the built-in weights, in the caller's transaction. */
export async function loadCompanyWeights(tx: Queryable, companyId: string): Promise<SignalWeights> {
  return mergeWeights(await companyDefaults(tx, companyId));
}

/**
 * The weights that apply to each of `userIds` (users of `companyId`), in the caller's transaction:
 * a scoped one (a user reading their own) or the worker's privileged connection (discovery).
 */
export async function loadEffectiveWeights(tx: Queryable, companyId: string, userIds: string[]): Promise<Map<string, SignalWeights>> {
  const defaults = await companyDefaults(tx, companyId);
  const rows = userIds.length
    ? await tx.select({ userId: signalWeights.userId, signalType: signalWeights.signalType, weight: signalWeights.weight }).from(signalWeights).where(inArray(signalWeights.userId, userIds))
    : [];
  return new Map(userIds.map((id) => [id, mergeWeights(defaults, toPartial(rows.filter((r) => r.userId === id)))]));
}

/** `userId`'s weights as `callerId` may see them (themselves, or an admin); not found: null. */
export function getSignalWeightSettings(callerId: string, userId: string): Promise<SignalWeightSettings | null> {
  return withScope({ userId: callerId }, async (tx) => {
    const [user] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
    if (!user) return null;
    const defaults = await companyDefaults(tx, user.companyId);
    const own = await tx.select({ signalType: signalWeights.signalType, weight: signalWeights.weight }).from(signalWeights).where(eq(signalWeights.userId, userId));
    return { weights: mergeWeights(defaults, toPartial(own)), companyDefaults: mergeWeights(defaults), saved: own.length > 0 };
  });
}

/** Saves every type's weight for `userId` as `callerId` (RLS refuses anyone but the user and admins). */
export function saveSignalWeights(callerId: string, userId: string, weights: SignalWeights): Promise<SignalWeights> {
  return withScope({ userId: callerId }, async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError("not_found", "User not found.");
    const updatedAt = new Date();
    await tx
      .insert(signalWeights)
      .values(signalTypes.map((signalType) => ({ userId, signalType, weight: weights[signalType], updatedAt })))
      .onConflictDoUpdate({ target: [signalWeights.userId, signalWeights.signalType], set: { weight: sqlExcludedWeight, updatedAt } });
    return { ...weights };
  });
}

/** A company's defaults (built-in where the admin set none), read by an admin. */
export function getCompanySignalWeights(adminId: string, companyId: string): Promise<SignalWeights | null> {
  return withScope({ userId: adminId }, async (tx) => {
    const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    if (!company) return null;
    return mergeWeights(await companyDefaults(tx, companyId));
  });
}

/** Sets a company's defaults (admins only, by the policy). */
export function saveCompanySignalWeights(adminId: string, companyId: string, weights: SignalWeights): Promise<SignalWeights> {
  return withScope({ userId: adminId }, async (tx) => {
    const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    if (!company) throw new AppError("not_found", "Company not found.");
    const updatedAt = new Date();
    await tx
      .insert(companySignalWeightDefaults)
      .values(signalTypes.map((signalType) => ({ companyId, signalType, weight: weights[signalType], updatedAt })))
      .onConflictDoUpdate({ target: [companySignalWeightDefaults.companyId, companySignalWeightDefaults.signalType], set: { weight: sqlExcludedWeight, updatedAt } });
    return { ...weights };
  });
}

/** The pair of an upsert (user or company, type) is a primary key, so one statement writes all eleven. */
const sqlExcludedWeight = sqlExcluded("weight");
function sqlExcluded(column: string) {
  return sql.raw(`excluded.${column}`);
}

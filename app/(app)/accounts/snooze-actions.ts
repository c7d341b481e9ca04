"use server";

import { revalidatePath } from "next/cache";
import { snoozeAccount, unsnoozeAccount } from "@/lib/account-snoozes/account-snoozes";
import { snoozeAccountSchema, unsnoozeAccountSchema } from "@/lib/account-snoozes/account-snoozes.validation";
import { CONTEXT_REQUIRED_MESSAGE } from "@/lib/accounts/account-messages";
import { scopedAction } from "@/lib/actions/action-client";
import { explainAccountHeat } from "@/lib/account-heat/account-heat";
import { AppError } from "@/lib/errors/app-error";

// Snooze (issue 25, part 3), on /accounts and /user/accounts, for the acting user.
const refresh = () => {
  revalidatePath("/accounts");
  revalidatePath("/user/accounts");
  revalidatePath("/user/events");
};

export const snoozeAccountAction = scopedAction({ name: "snoozing an account", input: snoozeAccountSchema, contextRequiredMessage: CONTEXT_REQUIRED_MESSAGE }, async (input, { scope }) => {
  const { until } = await snoozeAccount(scope, input);
  refresh();
  return { ok: true, until };
});

export const unsnoozeAccountAction = scopedAction({ name: "undoing a snooze", input: unsnoozeAccountSchema, contextRequiredMessage: CONTEXT_REQUIRED_MESSAGE }, async ({ account_id }, { scope }) => {
  await unsnoozeAccount(scope, account_id);
  refresh();
  return { ok: true };
});

/** The heat badge's explanation, loaded when it opens (the lists carry only the badge). */
export const explainAccountHeatAction = scopedAction({ name: "explaining account heat", input: unsnoozeAccountSchema, contextRequiredMessage: CONTEXT_REQUIRED_MESSAGE }, async ({ account_id }, { scope }) => {
  const explanation = await explainAccountHeat(scope, account_id);
  if (!explanation) throw new AppError("not_found", "No signals in the last 21 days.");
  return { ok: true, ...explanation };
});

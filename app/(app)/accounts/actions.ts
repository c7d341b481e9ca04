"use server";

import { revalidatePath } from "next/cache";
import { CONTEXT_REQUIRED_MESSAGE } from "@/lib/accounts/account-messages";
import { accountCreateSchema, accountIdOrNotFoundSchema, accountIdSchema, accountLogoSchema, accountUpdateSchema } from "@/lib/accounts/account.validation";
import { createAccount } from "@/lib/accounts/create-account";
import { SimilarAccountError } from "@/lib/accounts/similar-accounts";
import { deleteAccountWithLogo } from "@/lib/accounts/delete-account";
import { findOwnAccountIcon } from "@/lib/accounts/find-account-icon";
import { updateAccount } from "@/lib/accounts/update-account";
import { storeAccountLogoFile } from "@/lib/accounts/upload-account-logo";
import { scopedAction } from "@/lib/actions/action-client";

const scoped = { contextRequiredMessage: CONTEXT_REQUIRED_MESSAGE };

function revalidateAccountPages() {
  for (const path of ["/accounts", "/dashboard", "/user/accounts", "/events", "/user/events"]) revalidatePath(path);
}

/** Adds an account to the acting company and assigns it to the acting user. */
export const createAccountAction = scopedAction({ ...scoped, name: "creating an account", input: accountCreateSchema }, async ({ allow_similar, ...fields }, { scope }) => {
  try {
    const { id } = await createAccount(scope, fields, { allowSimilar: allow_similar });
    revalidateAccountPages();
    return { ok: true as const, id };
  } catch (error) {
    // The look-alikes travel with the warning so the dialog can offer to open one.
    if (error instanceof SimilarAccountError) return { ok: false as const, error: error.message, similar: error.similar };
    throw error;
  }
});

/** Saves an account's fields and, when a logo file came with them, the logo. */
export const updateAccountAction = scopedAction({ ...scoped, name: "updating an account", input: accountUpdateSchema }, async ({ id, logo, ...fields }, { scope }) => {
  await updateAccount(scope, id, fields);
  revalidateAccountPages();
  if (!logo) return { ok: true };
  const stored = await storeAccountLogoFile(scope, id, logo);
  if (stored.ok) revalidateAccountPages();
  return stored;
});

/** Stores a logo chosen while adding an account, once the account exists. */
export const uploadAccountLogoAction = scopedAction({ ...scoped, name: "uploading an account logo", input: accountLogoSchema }, async ({ id, logo }, { scope }) => {
  const stored = await storeAccountLogoFile(scope, id, logo);
  if (stored.ok) revalidateAccountPages();
  return stored;
});

/** Deletes one of the acting user's accounts (and its stored logo). */
export const deleteAccountAction = scopedAction(
  { ...scoped, name: "deleting an account", input: accountIdOrNotFoundSchema },
  async (accountId, { scope }) => {
    await deleteAccountWithLogo(scope, accountId);
    revalidateAccountPages();
    return { ok: true };
  },
);

/** Looks for the account's icon on its website and makes it the logo. */
export const findAccountIconAction = scopedAction({ ...scoped, name: "finding an account icon", input: accountIdSchema }, async (accountId, { scope }) => {
  const found = await findOwnAccountIcon(scope, accountId);
  if (found.success) revalidateAccountPages();
  return { ok: true, ...found };
});

import type { FindIconResult } from "./find-account-icon";
import type { SimilarAccount } from "./similar-accounts";

import type { ActionResult } from "@/lib/actions/action-result";

/** What an account server action answers: success with its data, or the text to show. */
export type AccountActionResult<T extends object = object> = ActionResult<T>;

/** The account server actions, handed by the Accounts page to its client components. */
export type AccountActions = {
  /** Refused with `similar` when the user already has an account of that name or domain (send allow_similar=1 to create anyway). */
  create: (formData: FormData) => Promise<AccountActionResult<{ id: string }> | { ok: false; error: string; similar: SimilarAccount[] }>;
  update: (formData: FormData) => Promise<AccountActionResult<{ logo_url?: string }>>;
  uploadLogo: (formData: FormData) => Promise<AccountActionResult<{ logo_url: string }>>;
  remove: (accountId: string) => Promise<AccountActionResult>;
  findIcon: (accountId: string) => Promise<ActionResult<FindIconResult>>;
};

/** The fields of an account the dialog edits. */
export type EditableAccount = { id: string; name: string; url: string; full_name: string | null; logo_url: string | null };

/** What the auth server actions answer; the forms receive the actions as props from their pages. */
export type AuthActionResult =
  | { ok: true; message?: string; redirectTo?: string }
  | { ok: false; error: string; unconfirmed?: boolean; redirectTo?: string };

export type AuthAction<Input> = (input: Input) => Promise<AuthActionResult>;

/** Post-action redirects wait 2 seconds (spec 1 §9). */
export const POST_ACTION_REDIRECT_MS = 2000;

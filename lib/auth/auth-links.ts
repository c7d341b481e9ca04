/** Where emailed auth links land (spec 1 §2): /auth/confirm for sign-up and recovery, /auth/callback for sign-in links. */
export function authConfirmUrl(appUrl: string, params: { token?: string; type: "signup" | "recovery" }): string {
  const url = new URL("/auth/confirm", appUrl);
  if (params.token) url.searchParams.set("token", params.token);
  url.searchParams.set("type", params.type);
  return url.toString();
}

export function authCallbackUrl(appUrl: string, params: { token?: string; redirectPath: string }): string {
  const url = new URL("/auth/callback", appUrl);
  if (params.token) url.searchParams.set("token", params.token);
  url.searchParams.set("type", "magiclink");
  url.searchParams.set("redirect", params.redirectPath);
  return url.toString();
}

/** Where a failed password-reset link sends the person: the reset page, told why a new link is needed. */
export const FAILED_RESET_LINK_PATH = "/reset-password?link=failed";

/** The text above /reset-password's request form: a failed link is mentioned only when one led here. */
export function resetRequestDescription(link: string | string[] | undefined): string {
  return link === "failed"
    ? "Your reset link has expired or was already used. Enter your email to get a new one."
    : "Enter your email and we'll send you a link to reset your password.";
}

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

import { log } from "@/lib/log";

// `npm run dev` compiles each route on its first request. On a first start that was most of a newcomer's
// wait (`npm run walk`: 85 s from opening the report mail's "Draft a message" to the composed message,
// nearly all of it compiling the secure-access page, the composer and its API route). Once the server
// answers, this asks for the first hour's routes in the order the README takes them, so each is compiled
// before the newcomer gets there. Development only.

/** The README's first hour: sign-in, the feed and dashboard, the outbox, a report link, the composer. */
export const WARM_UP_PATHS = [
  "/signin",
  "/user/events",
  "/dashboard",
  "/dev/mail",
  "/secure-access",
  "/user/events/00000000-0000-4000-8000-000000000000/compose",
  "/discoveries",
] as const;

// Past the proxy's "any session cookie?" test, so the page itself is compiled (its layout then finds no
// session and redirects to sign-in, as for any expired session).
const WARM_UP_COOKIE = "trayo.session_token=dev-warm-up";

async function answered(url: string, init?: RequestInit) {
  try {
    const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(300_000), ...init });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

export async function warmUpDevRoutes(appUrl: string) {
  const started = Date.now();
  // The server starts listening after this module runs: wait for its first answer.
  while (!(await answered(new URL("/signin", appUrl).toString()))) {
    if (Date.now() - started > 300_000) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  for (const path of WARM_UP_PATHS) await answered(new URL(path, appUrl).toString(), { headers: { cookie: WARM_UP_COOKIE } });
  // The composer's API route: a request without a session answers 401 once compiled.
  await answered(new URL("/api/compose-message", appUrl).toString(), { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
  log.info(`Development routes of the first hour compiled in ${Math.round((Date.now() - started) / 1000)} s`);
}

import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { AppShell } from "@/components/shell/app-shell";
import { ServiceUnavailableScreen } from "@/components/shell/service-unavailable-screen";
import { REQUEST_PATH_HEADER, signInPathFor } from "@/lib/auth/route-access";
import { isAppRoute } from "@/lib/routes/app-routes";
import { isConnectionError } from "@/lib/db/connection-errors";
import { getPageAccess } from "@/lib/auth/scope";
import type { Scope } from "@/lib/auth/viewer-types";
import { loadShellContext } from "@/lib/users/shell-context";

export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const access = await getPageAccess();
  // The database did not answer: the session may well be valid, so retry in place rather than sign out.
  if (access.kind === "unavailable") return <ServiceUnavailableScreen />;
  if (access.kind === "signed-out") {
    // An expired session: sign in, then back to the page that was asked for.
    const path = (await headers()).get(REQUEST_PATH_HEADER) ?? "/";
    const [pathname, search = ""] = path.split(/(?=\?)/);
    // An address the app does not have is a plain 404 for visitors, not a sign-in.
    if (!isAppRoute(pathname)) notFound();
    redirect(signInPathFor(pathname, search));
  }
  // The shell is awaited, not streamed behind a fallback: its one query is quick, and each streamed
  // reveal after the first paint is held back 300 ms by React, so a second stage delays the page itself.
  return <ShellWithContext scope={access.scope}>{children}</ShellWithContext>;
}

async function ShellWithContext({ scope, children }: { scope: Scope; children: React.ReactNode }) {
  const shell = await loadShellContext(scope).catch((error: unknown) => {
    if (isConnectionError(error)) return null;
    throw error;
  });
  if (!shell) return <ServiceUnavailableScreen />;
  return <AppShell shell={shell}>{children}</AppShell>;
}

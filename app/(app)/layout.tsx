import { Suspense } from "react";
import { redirect } from "next/navigation";
import { AppShell } from "@/components/shell/app-shell";
import { WorkspaceLoading } from "@/components/shell/workspace-loading";
import { getScope } from "@/lib/auth/scope";
import type { Scope } from "@/lib/auth/viewer-types";
import { loadShellContext } from "@/lib/users/shell-context";

export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const scope = await getScope();
  if (!scope) redirect("/signin");
  return (
    <Suspense fallback={<WorkspaceLoading />}>
      <ShellWithContext scope={scope}>{children}</ShellWithContext>
    </Suspense>
  );
}

async function ShellWithContext({ scope, children }: { scope: Scope; children: React.ReactNode }) {
  const shell = await loadShellContext(scope);
  return <AppShell shell={shell}>{children}</AppShell>;
}

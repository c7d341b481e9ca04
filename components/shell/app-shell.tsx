import Link from "next/link";
import type { ShellContext } from "@/lib/users/shell-context";
import { AvatarMenu } from "./avatar-menu";
import { HeaderContextPickers } from "./header-context-pickers";
import { MobileSidebar } from "./mobile-sidebar";
import { SidebarContext } from "./sidebar-context";
import { SidebarNav } from "./sidebar-nav";
import { Wordmark } from "./wordmark";

/** The authenticated frame: a fixed 52px top bar, a w-64 sidebar (slide-over on mobile) and the main area. */
export function AppShell({ shell, children }: { shell: ShellContext; children: React.ReactNode }) {
  const hasActingUser = Boolean(shell.actingUser);
  return (
    <div className="min-h-dvh bg-muted/30">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-2 focus:outline-ring"
      >
        Skip to content
      </a>
      <header className="fixed inset-x-0 top-0 z-40 flex h-[52px] items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 md:px-4">
        <MobileSidebar shell={shell} />
        <Link
          href={shell.isAdmin ? "/dashboard" : "/user/events"}
          className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
          aria-label="Trayo home"
        >
          <Wordmark />
        </Link>
        <div className="ml-auto flex items-center gap-3">
          {shell.isAdmin && (
            <div className="hidden md:block">
              <HeaderContextPickers
                companies={shell.companies}
                companyUsers={shell.companyUsers}
                companyId={shell.company?.id ?? null}
                userId={shell.actingUser?.id ?? null}
              />
            </div>
          )}
          <AvatarMenu email={shell.viewer.email} name={shell.viewer.name} isAdmin={shell.isAdmin} />
        </div>
      </header>
      <aside className="fixed top-[52px] bottom-0 left-0 z-30 hidden w-64 flex-col gap-5 overflow-y-auto border-r bg-sidebar p-3 md:flex">
        <SidebarContext isAdmin={shell.isAdmin} company={shell.company} actingUser={shell.actingUser} />
        <SidebarNav isAdmin={shell.isAdmin} hasActingUser={hasActingUser} />
      </aside>
      <main id="main" tabIndex={-1} className="pt-[52px] outline-none md:pl-64">
        <div className="mx-auto w-full max-w-7xl px-4 py-6 md:px-8 md:py-8">{children}</div>
      </main>
    </div>
  );
}

"use client";

import { useEffect, useState } from "react";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import type { ShellContext } from "@/lib/users/shell-context";
import { ContextPickers } from "./context-pickers";
import { MenuButton } from "./menu-button";
import { SidebarContext } from "./sidebar-context";
import { SidebarNav } from "./sidebar-nav";
import { Wordmark } from "./wordmark";

/** The slide-over sidebar below the md breakpoint; loaded on first use by ./mobile-sidebar.tsx, and opened as it mounts. */
export default function MobileSidebarSheet({ shell }: { shell: ShellContext }) {
  const [open, setOpen] = useState(false);
  // Mounted by the first press of the menu button: open it the way that press would have (same transition).
  useEffect(() => {
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <MenuButton />
      </SheetTrigger>
      <SheetContent side="left" className="w-64 gap-0 bg-sidebar p-0 sm:max-w-64">
        <SheetHeader className="h-[52px] justify-center border-b px-4 py-0">
          <SheetTitle>
            <Wordmark />
          </SheetTitle>
          <SheetDescription className="sr-only">Navigation and workspace</SheetDescription>
        </SheetHeader>
        <div className="flex flex-1 flex-col gap-5 overflow-y-auto p-3">
          {shell.isAdmin && (
            <ContextPickers
              layout="stack"
              companies={shell.companies}
              companyUsers={shell.companyUsers}
              companyId={shell.company?.id ?? null}
              userId={shell.actingUser?.id ?? null}
            />
          )}
          <SidebarContext isAdmin={shell.isAdmin} company={shell.company} actingUser={shell.actingUser} />
          <SidebarNav isAdmin={shell.isAdmin} hasActingUser={Boolean(shell.actingUser)} onNavigate={() => setOpen(false)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}

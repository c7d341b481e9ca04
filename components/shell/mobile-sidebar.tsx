"use client";

import { lazy, Suspense, useState } from "react";
import type { ShellContext } from "@/lib/users/shell-context";
import { MenuButton } from "./menu-button";

const loadSheet = () => import("./mobile-sidebar-sheet");
const MobileSidebarSheet = lazy(loadSheet);

/**
 * Below the md breakpoint the sidebar opens as a slide-over from the menu button. The slide-over (a Radix
 * dialog, and the admin's pickers) loads on first use, so it is not in every page's first load; it then
 * stays mounted, keeping its open state across client navigations.
 */
export function MobileSidebar({ shell }: { shell: ShellContext }) {
  const [used, setUsed] = useState(false);
  const standIn = (
    <MenuButton aria-haspopup="dialog" aria-expanded={false} onPointerEnter={() => void loadSheet()} onFocus={() => void loadSheet()} onClick={() => setUsed(true)} />
  );
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <MobileSidebarSheet shell={shell} />
    </Suspense>
  );
}

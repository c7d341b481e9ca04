"use client";

import { useTransition } from "react";
import Link from "next/link";
import { KeyRound, Loader2, LogOut, MonitorX, Settings } from "lucide-react";
import { signOutAction, signOutEverywhereAction } from "@/lib/actions/auth-actions";
import { Badge } from "@/components/ui/badge";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { AVATAR_MENU_LABEL, AVATAR_TRIGGER_CLASS } from "./avatar-menu-trigger";
import { RoleAvatar } from "./role-avatar";

type Props = { email: string; name: string | null; isAdmin: boolean };

/**
 * The signed-in person's menu: email, role, Settings, Change password, Sign out everywhere and Sign out (spec 1 §1).
 * Loaded on first use by ./avatar-menu.tsx, which mounts it already open.
 */
export default function AvatarMenuPopup({ email, name, isAdmin }: Props) {
  const [signingOut, startSignOut] = useTransition();
  const [signingOutEverywhere, startSignOutEverywhere] = useTransition();
  return (
    // Not modal: a modal menu hides the focusable page behind it with aria-hidden (axe aria-hidden-focus).
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger
        aria-label={AVATAR_MENU_LABEL}
        className={AVATAR_TRIGGER_CLASS}
      >
        <RoleAvatar isAdmin={isAdmin} />
      </DropdownMenuTrigger>
      {/* Inside the header (its banner landmark): portalled to the body, the open menu is content outside every landmark. */}
      <DropdownMenuContent align="end" className="w-64" container={document.querySelector<HTMLElement>("header")}>
        <DropdownMenuLabel className="flex items-center gap-3 py-2 font-normal">
          <RoleAvatar isAdmin={isAdmin} className="size-9" />
          <div className="min-w-0 flex-1">
            {name && <p className="truncate text-sm font-medium">{name}</p>}
            <p className="truncate text-xs text-muted-foreground" data-testid="user-menu-email">
              {email}
            </p>
            <Badge variant={isAdmin ? "default" : "secondary"} className="mt-1.5 capitalize" data-testid="user-menu-role">
              {isAdmin ? "admin" : "user"}
            </Badge>
          </div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/user/settings">
            <Settings />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/reset-password">
            <KeyRound />
            Change password
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={signingOutEverywhere}
          onSelect={(event) => {
            event.preventDefault();
            startSignOutEverywhere(async () => {
              await signOutEverywhereAction();
            });
          }}
        >
          {signingOutEverywhere ? <Loader2 className="animate-spin" /> : <MonitorX />}
          Sign out everywhere
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={signingOut}
          onSelect={(event) => {
            event.preventDefault();
            startSignOut(async () => {
              await signOutAction();
            });
          }}
        >
          {signingOut ? <Loader2 className="animate-spin" /> : <LogOut />}
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

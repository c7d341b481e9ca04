"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils/cn";
import "./nav-icons.css";
import { isItemActive, isSectionDisabled, visibleSections, type NavContext } from "./nav-items";

type Props = NavContext & { onNavigate?: () => void };

const itemClass =
  "flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring";

export function SidebarNav({ isAdmin, hasActingUser, onNavigate }: Props) {
  const pathname = usePathname() ?? "/";
  const ctx = { isAdmin, hasActingUser };
  return (
    <nav aria-label="Main" className="flex flex-col gap-5">
      {visibleSections(ctx).map((section) => {
        const disabled = isSectionDisabled(section.key, ctx);
        return (
          <div key={section.key} role="group" aria-labelledby={`nav-${section.key}`}>
            <p
              id={`nav-${section.key}`}
              className="mb-1.5 px-3 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase"
            >
              {section.title}
            </p>
            <ul className="flex flex-col gap-0.5">
              {section.items.map((item) => {
                const active = !disabled && isItemActive(item.href, pathname);
                if (disabled) {
                  return (
                    <li key={item.href}>
                      <span
                        role="link"
                        aria-disabled="true"
                        title="Select a company and user first"
                        className={cn(itemClass, `nv-i nv-${item.icon}`, "cursor-not-allowed text-muted-foreground/50")}
                      >
                        {item.label}
                      </span>
                    </li>
                  );
                }
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      onClick={onNavigate}
                      aria-current={active ? "page" : undefined}
                      className={cn(
                        itemClass,
                        `nv-i nv-${item.icon}`,
                        active
                          ? "bg-sidebar-accent text-sidebar-accent-foreground shadow-xs ring-1 ring-sidebar-border"
                          : "text-sidebar-foreground/75 hover:bg-sidebar-accent/70 hover:text-sidebar-accent-foreground",
                      )}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

import {
  BriefcaseBusiness,
  Building2,
  CalendarDays,
  FileText,
  LayoutDashboard,
  ListChecks,
  Mail,
  Newspaper,
  Radar,
  UserCog,
  Users,
  type LucideIcon,
} from "lucide-react";

export type NavSectionKey = "general" | "me" | "admin";

export type NavItem = { href: string; label: string; icon: LucideIcon };

export type NavSection = { key: NavSectionKey; title: string; items: NavItem[] };

export const navSections: NavSection[] = [
  {
    key: "general",
    title: "General",
    items: [
      { href: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
      { href: "/accounts", label: "Accounts", icon: Building2 },
      { href: "/events", label: "Events", icon: CalendarDays },
      { href: "/reports", label: "Reports", icon: FileText },
    ],
  },
  {
    key: "me",
    title: "Me",
    items: [
      { href: "/user/events", label: "My Events", icon: Newspaper },
      { href: "/user/accounts", label: "My Accounts", icon: BriefcaseBusiness },
      { href: "/user/people", label: "People", icon: Users },
    ],
  },
  {
    key: "admin",
    title: "Admin",
    items: [
      { href: "/companies", label: "Companies", icon: Building2 },
      { href: "/users", label: "Users", icon: UserCog },
      { href: "/job-queue", label: "Job Queue", icon: ListChecks },
      { href: "/discoveries", label: "Discoveries", icon: Radar },
      { href: "/emails", label: "Emails", icon: Mail },
    ],
  },
];

export type NavContext = { isAdmin: boolean; hasActingUser: boolean };

/** A normal user sees only Me; an admin sees General and Admin (spec 1 §6). */
export function visibleSections(ctx: NavContext): NavSection[] {
  return navSections.filter((section) => (ctx.isAdmin ? section.key !== "me" : section.key === "me"));
}

/** General pages work on a company and user, so an admin cannot open them before picking a user. */
export function isSectionDisabled(section: NavSectionKey, ctx: NavContext): boolean {
  return section === "general" && ctx.isAdmin && !ctx.hasActingUser;
}

/** An item is current on its own route and on every route below it (e.g. /user/events/{id}). */
export function isItemActive(href: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return path === href || path.startsWith(`${href}/`);
}

import type { ReactNode } from "react";
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
import { isSectionDisabled, visibleSections, type NavContext, type NavIconKey } from "./nav-items";

const ICONS: Record<NavIconKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  accounts: Building2,
  events: CalendarDays,
  reports: FileText,
  feed: Newspaper,
  "my-accounts": BriefcaseBusiness,
  people: Users,
  companies: Building2,
  users: UserCog,
  queue: ListChecks,
  discoveries: Radar,
  emails: Mail,
};

/** An item's icon as drawn in each state the nav can show it in. */
export type NavIcon = { idle: ReactNode; active: ReactNode; disabled?: ReactNode };

export type NavIcons = Partial<Record<NavIconKey, NavIcon>>;

/**
 * The icons of the items the nav shows, drawn by the server in each state and handed to the client nav,
 * which picks one (the active item changes on client navigation): the icon drawings are not in every
 * page's JavaScript.
 */
export function navIcons(ctx: NavContext): NavIcons {
  const icons: NavIcons = {};
  for (const section of visibleSections(ctx)) {
    const disabled = isSectionDisabled(section.key, ctx);
    for (const { icon } of section.items) {
      const Icon = ICONS[icon];
      icons[icon] = {
        idle: <Icon className="size-4 text-muted-foreground group-hover:text-foreground" aria-hidden />,
        active: <Icon className="size-4 text-brand" aria-hidden />,
        disabled: disabled ? <Icon className="size-4" aria-hidden /> : undefined,
      };
    }
  }
  return icons;
}

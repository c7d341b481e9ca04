import type { ReactElement } from "react";
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
} from "lucide-react";
import type { NavIconKey } from "./nav-items";

export type NavIcons = Record<NavIconKey, ReactElement<{ className?: string }>>;

/**
 * The sidebar's icons, drawn by the server and handed to the client nav as elements (it only adds the
 * active-state classes): the icons' drawings are not in every page's JavaScript.
 */
export function navIcons(): NavIcons {
  return {
    dashboard: <LayoutDashboard aria-hidden />,
    accounts: <Building2 aria-hidden />,
    events: <CalendarDays aria-hidden />,
    reports: <FileText aria-hidden />,
    feed: <Newspaper aria-hidden />,
    "my-accounts": <BriefcaseBusiness aria-hidden />,
    people: <Users aria-hidden />,
    companies: <Building2 aria-hidden />,
    users: <UserCog aria-hidden />,
    queue: <ListChecks aria-hidden />,
    discoveries: <Radar aria-hidden />,
    emails: <Mail aria-hidden />,
  };
}

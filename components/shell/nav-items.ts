import { APP_ROUTES, APP_SECTIONS, type AppRoute, type AppSection } from "@/lib/routes/app-routes";

export type NavSectionKey = AppSection;

export type NavIconKey = AppRoute["icon"];

export type NavItem = { href: string; label: string; icon: NavIconKey };

export type NavSection = { key: NavSectionKey; title: string; items: NavItem[] };

/** The sidebar's sections, built from the one list of app routes. */
export const navSections: NavSection[] = APP_SECTIONS.map(({ key, title }) => ({
  key,
  title,
  items: APP_ROUTES.filter((route) => route.section === key).map(({ href, label, icon }) => ({ href, label, icon })),
}));

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

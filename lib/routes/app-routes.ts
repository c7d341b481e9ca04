// The one list of the authenticated app's pages: the sidebar shows it, the proxy guards it, and a test
// checks that each entry has its page folder (app/(app)/... for general and me, app/(app)/(admin)/... for admin).

export type AppSection = "general" | "me" | "admin";

export type AppRoute = {
  href: string;
  label: string;
  section: AppSection;
  /** Icon key; components/shell/nav-icons.css draws it (class nv-<key>). */
  icon: "dashboard" | "accounts" | "events" | "reports" | "feed" | "my-accounts" | "people" | "companies" | "users" | "queue" | "discoveries" | "emails";
};

export const APP_SECTIONS: { key: AppSection; title: string }[] = [
  { key: "general", title: "General" },
  { key: "me", title: "Me" },
  { key: "admin", title: "Admin" },
];

export const APP_ROUTES: AppRoute[] = [
  { href: "/dashboard", label: "Dashboard", section: "general", icon: "dashboard" },
  { href: "/accounts", label: "Accounts", section: "general", icon: "accounts" },
  { href: "/events", label: "Events", section: "general", icon: "events" },
  { href: "/reports", label: "Reports", section: "general", icon: "reports" },
  { href: "/user/events", label: "My Events", section: "me", icon: "feed" },
  { href: "/user/accounts", label: "Accounts", section: "me", icon: "my-accounts" },
  { href: "/user/people", label: "People", section: "me", icon: "people" },
  { href: "/companies", label: "Companies", section: "admin", icon: "companies" },
  { href: "/users", label: "Users", section: "admin", icon: "users" },
  { href: "/job-queue", label: "Job Queue", section: "admin", icon: "queue" },
  { href: "/discoveries", label: "Discoveries", section: "admin", icon: "discoveries" },
  { href: "/emails", label: "Emails", section: "admin", icon: "emails" },
];

const topSegment = (href: string) => `/${href.split("/")[1]}`;

/** Path prefixes of the authenticated shell: a visitor without a session is sent to sign in. */
export const APP_ROUTE_PREFIXES = [...new Set(APP_ROUTES.map((r) => topSegment(r.href)))];

/** Admin-only prefixes (spec 1 §2, spec 2 §6): non-admins are sent to /accounts. */
export const ADMIN_ROUTE_PREFIXES = APP_ROUTES.filter((r) => r.section === "admin").map((r) => r.href);

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export const isAdminRoute = (pathname: string) => ADMIN_ROUTE_PREFIXES.some((prefix) => under(pathname, prefix));
export const isAppRoute = (pathname: string) => APP_ROUTE_PREFIXES.some((prefix) => under(pathname, prefix));

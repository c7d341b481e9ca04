import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { APP_ROUTES, isAdminRoute, isAppRoute } from "./app-routes";

const root = path.resolve(__dirname, "../..");

/** Where a route's page must live: admin pages in the (admin) group, whose layout checks the role. */
const pageFileFor = (href: string, section: string) =>
  path.join(root, "app", "(app)", ...(section === "admin" ? ["(admin)"] : []), ...href.split("/").filter(Boolean), "page.tsx");

describe("the app route list", () => {
  it("guards every listed route, and admin routes as admin-only", () => {
    for (const route of APP_ROUTES) {
      expect(isAppRoute(route.href)).toBe(true);
      expect(isAdminRoute(`${route.href}/x`)).toBe(route.section === "admin");
    }
    expect(isAppRoute("/signin")).toBe(false);
  });

  it("has a page in the right route group for every route that is built", () => {
    const misplaced = APP_ROUTES.filter((route) => {
      const other = pageFileFor(route.href, route.section === "admin" ? "general" : "admin");
      return fs.existsSync(other);
    });
    expect(misplaced).toEqual([]);
  });
});

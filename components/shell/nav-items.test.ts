import { describe, expect, it } from "vitest";
import { isItemActive, isSectionDisabled, visibleSections } from "./nav-items";

const hrefs = (sections: ReturnType<typeof visibleSections>) => sections.flatMap((s) => s.items.map((i) => i.href));

describe("sidebar visibility", () => {
  it("shows a normal user only the Me section", () => {
    const sections = visibleSections({ isAdmin: false, hasActingUser: true });
    expect(sections.map((s) => s.title)).toEqual(["Me"]);
    expect(hrefs(sections)).toEqual(["/user/events", "/user/accounts", "/user/people"]);
  });

  it("shows an admin General and Admin (not Me) with every route of the spec", () => {
    const sections = visibleSections({ isAdmin: true, hasActingUser: false });
    expect(sections.map((s) => s.title)).toEqual(["General", "Admin"]);
    expect(hrefs(sections)).toEqual([
      "/dashboard",
      "/accounts",
      "/events",
      "/reports",
      "/companies",
      "/users",
      "/job-queue",
      "/discoveries",
      "/emails",
    ]);
    expect(visibleSections({ isAdmin: true, hasActingUser: true }).map((s) => s.title)).toEqual(["General", "Admin"]);
  });

  it("greys out General for an admin until a user is selected", () => {
    expect(isSectionDisabled("general", { isAdmin: true, hasActingUser: false })).toBe(true);
    expect(isSectionDisabled("general", { isAdmin: true, hasActingUser: true })).toBe(false);
    expect(isSectionDisabled("admin", { isAdmin: true, hasActingUser: false })).toBe(false);
  });
});

describe("sidebar highlight", () => {
  it("marks the item of the current route", () => {
    expect(isItemActive("/dashboard", "/dashboard")).toBe(true);
    expect(isItemActive("/events", "/dashboard")).toBe(false);
  });

  it("keeps My Events highlighted on event details and the composer", () => {
    expect(isItemActive("/user/events", "/user/events/0b7c/compose")).toBe(true);
    expect(isItemActive("/user/events", "/user/events/0b7c")).toBe(true);
  });

  it("keeps People highlighted on a person page", () => {
    expect(isItemActive("/user/people", "/user/people/person/42")).toBe(true);
  });

  it("does not confuse /events with /user/events or /users with /user", () => {
    expect(isItemActive("/events", "/user/events")).toBe(false);
    expect(isItemActive("/users", "/user/people")).toBe(false);
    expect(isItemActive("/user/events", "/user/eventsX")).toBe(false);
  });

  it("ignores a trailing slash", () => {
    expect(isItemActive("/accounts", "/accounts/")).toBe(true);
  });
});

/** The budget of HTML per list row (issue 12: at most ~1.5 KB). */
export const ROW_BUDGET_BYTES = 1536;

/**
 * Every list page, as the demo user or admin sees it; a page of cards names its list (aria-label), a
 * table page needs nothing. The job queue is left out: its rows are the live queue's, often none.
 */
export const LIST_PAGES: { email: string; pages: { path: string; list?: string }[] }[] = [
  {
    email: "user@example.com",
    pages: [
      { path: "/events" },
      { path: "/reports" },
      { path: "/accounts" },
      { path: "/user/events", list: "Activity" },
      { path: "/user/accounts", list: "Your accounts" },
      { path: "/user/people", list: "People" },
    ],
  },
  { email: "admin@example.com", pages: ["/companies", "/users", "/discoveries", "/emails"].map((path) => ({ path })) },
];

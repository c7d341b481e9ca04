import { render, toPlainText } from "@react-email/render";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { verifySecureLink } from "@/lib/auth/secure-link";
import { renderDailyReport, signedLinkBuilder } from "@/lib/reports/render-report-email";
import type { EmailEvent, EmailPerson } from "./components/event-section";
import DailyReportEmail from "./daily-report";
import EventPreviewEmail from "./event-preview";

const APP = "https://app.trayo.test";
const SECRET = "x".repeat(40);
const USER = "11111111-1111-4111-8111-111111111111";
const ACCOUNTS = ["Helio Grid", "Ortega Foods", "Pinecrest", "Quarry Labs", "Ridgeline", "Solace Bio", "Tidewater"];

const person = (i: number): EmailPerson => ({ id: `00000000-0000-4000-8000-00000000010${i}`, fullName: `Person Number${i}`, title: "VP", profileImageUrl: null, reasoning: null });

function eventsFor(accountCount: number): EmailEvent[] {
  return ACCOUNTS.slice(0, accountCount).map((accountName, i) => ({
    ...EventPreviewEmail.PreviewProps.event,
    id: `00000000-0000-4000-8000-00000000000${i}`,
    accountName,
    title: `Event at ${accountName}`,
    people: i === 0 ? [1, 2, 3, 4, 5, 6, 7].map(person) : [],
  }));
}

/** The visible text of the HTML (tags stripped), so split words do not hide a match. */
const textOf = (html: string) => html.replace(/<!--.*?-->/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("daily report email", () => {
  it("with no events says so and still links to the app", async () => {
    const { html, text } = await renderDailyReport({ appUrl: APP, firstName: "Ana", events: [] });
    expect(textOf(html)).toContain("No new activity in your accounts.");
    expect(html).toContain("/user/events?utm_source=email");
    expect(text).toContain("No new activity");
  });

  it("gives each event a 'Not relevant' link when the mail is sent (previews have none)", async () => {
    const events = eventsFor(2);
    const sent = await renderDailyReport({ appUrl: APP, firstName: "Ana", events, notRelevantUrlFor: (id) => `${APP}/not-relevant/token-for-${id}` });
    for (const event of events) expect(sent.html).toContain(`href="${APP}/not-relevant/token-for-${event.id}"`);
    expect(sent.text).toContain("Not relevant");
    const preview = await renderDailyReport({ appUrl: APP, firstName: "Ana", events });
    expect(preview.html).not.toContain("/not-relevant/");
  });

  it("names one account", async () => {
    const { html } = await renderDailyReport({ appUrl: APP, firstName: "Ana", events: eventsFor(1) });
    expect(textOf(html)).toContain("1 new activity at Helio Grid");
    expect(html).not.toContain("more");
  });

  it("names four accounts without '+N more'", async () => {
    const { html } = await renderDailyReport({ appUrl: APP, firstName: "Ana", events: eventsFor(4) });
    expect(textOf(html)).toContain("4 new activities at Helio Grid, Ortega Foods, Pinecrest, Quarry Labs");
    expect(textOf(html)).not.toMatch(/\+\d+ more/);
  });

  it("names four of seven accounts, then '+3 more'", async () => {
    const { html, text } = await renderDailyReport({ appUrl: APP, firstName: "Ana", events: eventsFor(7) });
    expect(textOf(html)).toContain("7 new activities at Helio Grid, Ortega Foods, Pinecrest, Quarry Labs +3 more");
    expect(text).toContain("+3 more");
    // Every event is still in the mail.
    for (const name of ACCOUNTS) expect(html).toContain(`Event at ${name}`);
  });

  it("shows up to five stakeholders two per row, then '+N'", async () => {
    const { html } = await renderDailyReport({ appUrl: APP, firstName: "Ana", events: eventsFor(1) });
    for (const i of [1, 2, 3, 4, 5]) expect(html).toContain(`Person Number${i}`);
    expect(html).not.toContain("Person Number6");
    expect(textOf(html)).toContain("+2");
    // Three rows for five people: two, two, one (with an empty cell).
    const peopleBlock = html.slice(html.indexOf("People to contact"));
    expect(peopleBlock.match(/Person Number\d/g)?.length).toBe(5);
  });

  it("is built from tables with inline styles, absolute images with alt text, and no scripts", async () => {
    const events = eventsFor(2).map((e) => ({ ...e, accountLogoUrl: "/api/storage/assets/logo.png" }));
    const { html } = await renderDailyReport({ appUrl: APP, firstName: "Ana", events });
    expect(html).toContain("<table");
    expect(html).not.toMatch(/<script|<style[^>]*>[^<]*\.[a-z]/i);
    for (const img of html.match(/<img[^>]*>/g) ?? []) {
      expect(img).toMatch(/src="https:\/\//);
      expect(img).toMatch(/alt="[^"]+"/);
    }
  });

  it("previews carry unsigned links with the preview marker; sent mails carry signed secure-access links", async () => {
    const events = eventsFor(1);
    const preview = await renderDailyReport({ appUrl: APP, firstName: "Ana", events });
    expect(preview.html).toContain(`${APP}/user/events/${events[0].id}/compose?utm_source=email&amp;utm_medium=daily_report&amp;utm_content=draft_message&amp;preview=1`);
    expect(preview.html).not.toContain("/secure-access");

    const signed = await renderDailyReport({ appUrl: APP, firstName: "Ana", events, linkFor: signedLinkBuilder(USER, { secret: SECRET, appUrl: APP }) });
    const hrefs = [...signed.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll("&amp;", "&")).filter((h) => h.startsWith(APP));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) {
      const url = new URL(href);
      expect(url.pathname).toBe("/secure-access");
      const check = verifySecureLink(SECRET, Object.fromEntries(url.searchParams));
      expect(check.ok).toBe(true);
      if (check.ok) expect(check.redirect).toMatch(/utm_source=email&utm_medium=daily_report&utm_content=\w+/);
    }
    const redirects = hrefs.map((h) => new URL(h).searchParams.get("redirect"));
    expect(redirects).toContain(`/user/events/${events[0].id}/compose?utm_source=email&utm_medium=daily_report&utm_content=draft_message`);
    expect(redirects).toContain(`/user/people/person/${person(1).id}?utm_source=email&utm_medium=daily_report&utm_content=person`);
    expect(redirects).toContain("/user/accounts?utm_source=email&utm_medium=daily_report&utm_content=accounts");
  });

  it("renders the same mail and plain text as @react-email/render, without its streaming markers", async () => {
    for (const count of [0, 4, 7]) {
      const props = { appUrl: APP, firstName: "Ana", events: eventsFor(count), linkFor: signedLinkBuilder(USER, { secret: SECRET, appUrl: APP, ts: 1_800_000_000 }) };
      const fast = await renderDailyReport(props);
      const reference = await render(createElement(DailyReportEmail, props));
      expect(fast.html).toBe(reference.replace(/<!--\/?\$-->|<!--(html|head|body)-->/g, ""));
      expect(fast.html.startsWith("<!DOCTYPE html PUBLIC")).toBe(true);
      expect(fast.text).toBe(toPlainText(reference));
    }
  });

  it("labels bad news 'Handle with care' and suggests no pitch for it; good news keeps its action and offerings", async () => {
    const [good, bad] = eventsFor(2);
    const layoffs: EmailEvent = {
      ...bad,
      title: "Ortega Foods to close two plants and cut 400 jobs",
      tldr: "Ortega Foods will cut 400 jobs.",
      signalType: "layoffs",
      suggestedAction: "Pitch Workforce Planning Suite to the HR team this week.",
      offerings: [{ name: "Workforce Planning Suite", link: "https://seller.example/wps", offering: "Redeployment plans." }],
    };
    const { html, text } = await renderDailyReport({ appUrl: APP, firstName: "Ana", events: [{ ...good, signalType: "funding" }, layoffs] });
    // The cards in order, each ending with its "Draft a message" button.
    const [goodPart, badPart] = textOf(html).split("Draft a message");
    expect(badPart).toContain("Handle with care");
    expect(badPart).toContain("This is news of job cuts");
    expect(badPart).not.toContain("Pitch Workforce Planning Suite");
    expect(goodPart).not.toContain("Handle with care");
    expect(goodPart).toContain("Suggested action");
    expect(text).toContain("Handle with care");
  });
});

import { render } from "@react-email/render";
import { describe, expect, it } from "vitest";
import { previewLinkBuilder, emailDate, type EmailEvent } from "./components/event-section";
import EventPreviewEmail from "./event-preview";

const event: EmailEvent = {
  ...EventPreviewEmail.PreviewProps.event,
  eventSummary: "Plans <script>alert(1)</script> announced.",
  people: [
    { id: "p1", fullName: "Marcus Ode", title: "CFO", profileImageUrl: null, reasoning: "Owns the budget." },
    { id: "p2", fullName: "Elena Varga", title: "VP Grid Operations", profileImageUrl: "/api/storage/people/e.png", reasoning: null },
    { id: "p3", fullName: "Priya Raman", title: "CEO", profileImageUrl: null, reasoning: null },
  ],
};

describe("event preview email", () => {
  it("shows the event's contextualised content, offerings and people", async () => {
    const html = await render(<EventPreviewEmail event={event} appUrl="https://app.trayo.test" />);
    for (const text of ["Helio Grid", "Nov 20, 2026", "Grid Weekly", event.title!, event.tldr!, "Why it matters", event.whyItMatters!, "Suggested action", "Revenue Forecasting Cloud", "Marcus Ode", "Owns the budget.", "Elena Varga", "Priya Raman", "Draft a message", "Read article"]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('src="https://app.trayo.test/api/storage/people/e.png"');
    expect(html).not.toContain("<script>alert(1)</script>");
  });

  it("marks an offering that is only the closest one as a weak fit", async () => {
    const weak = { ...event, offerings: [{ name: "Data Integration Hub", link: "https://northwind.example/integration", offering: "Connects ERP data.", fit: "weak" as const }] };
    const html = await render(<EventPreviewEmail event={weak} appUrl="https://app.trayo.test" />);
    expect(html).toContain("(weak fit)");
    expect(await render(<EventPreviewEmail event={event} appUrl="https://app.trayo.test" />)).not.toContain("weak fit");
  });

  it("lists the other outlets that reported the story, as web links only", async () => {
    const html = await render(
      <EventPreviewEmail
        event={{
          ...event,
          alsoReportedBy: [
            { source: "Southwest Energy Journal", url: "https://sej.example/helio-deal", title: "Helio Grid lands storage deal", date: null },
            { source: "Bad", url: "javascript:alert(1)", title: "x", date: null },
          ],
        }}
        appUrl="https://app.trayo.test"
      />,
    );
    expect(html).toContain("Also reported by");
    expect(html).toContain('href="https://sej.example/helio-deal"');
    expect(html).toContain("Southwest Energy Journal");
    expect(html).toContain("Helio Grid lands storage deal");
    expect(html).not.toContain("javascript:");
    expect(await render(<EventPreviewEmail event={event} appUrl="https://app.trayo.test" />)).not.toContain("Also reported by");
  });

  it("links into the app with the email utm tags and the unsigned-preview marker", async () => {
    const html = await render(<EventPreviewEmail event={event} appUrl="https://app.trayo.test" />);
    const compose = previewLinkBuilder("https://app.trayo.test")(`/user/events/${event.id}/compose`, "draft_message");
    expect(compose).toBe(
      `https://app.trayo.test/user/events/${event.id}/compose?utm_source=email&utm_medium=daily_report&utm_content=draft_message&preview=1`,
    );
    expect(html).toContain(compose.replaceAll("&", "&amp;"));
    expect(html).toContain("https://app.trayo.test/user/people/person/p1?utm_source=email");
    expect(html).toContain(`href="${event.url}"`);
  });

  it("puts people two per row", async () => {
    const html = await render(<EventPreviewEmail event={event} appUrl="https://app.trayo.test" />);
    const rowsWithPeople = html.split("<tr").filter((row) => /Marcus Ode|Elena Varga|Priya Raman/.test(row));
    const names = rowsWithPeople.map((row) => ["Marcus Ode", "Elena Varga", "Priya Raman"].filter((n) => row.includes(n)));
    expect(names).toContainEqual(["Marcus Ode", "Elena Varga"]);
    expect(names).toContainEqual(["Priya Raman"]);
  });

  it("formats report dates without time-zone shifts", () => {
    expect(emailDate("2026-01-01")).toBe("Jan 1, 2026");
    expect(emailDate(null)).toBeNull();
  });
});

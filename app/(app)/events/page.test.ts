import { JSDOM } from "jsdom";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { NO_COMPANY_MESSAGE } from "@/lib/auth/context-messages";

const auth = vi.hoisted(() => ({ isAdmin: true }));
vi.mock("@/lib/auth/scope", () => ({
  requireActingScope: async () => null,
  getScope: async () => ({ isAdmin: auth.isAdmin }),
}));
// The server actions are only handed to the client part, which this case never renders.
vi.mock("./actions", () => ({
  createEventAction: vi.fn(),
  deleteEventAction: vi.fn(),
  loadEventAction: vi.fn(),
  loadMoreEventsAction: vi.fn(),
  pollEventStatusesAction: vi.fn(),
  refreshEventAction: vi.fn(),
  renderEventPreviewAction: vi.fn(),
  updateEventAction: vi.fn(),
  updateEventDataAction: vi.fn(),
}));

const { default: EventsPage } = await import("./page");

async function render() {
  return new JSDOM(renderToString(await EventsPage())).window.document;
}

describe("Events page without a company and user to act for", () => {
  it("shows the page header, with '+ New Event' disabled, above the Context Required message", async () => {
    auth.isAdmin = true;
    const doc = await render();
    const heading = doc.querySelector("h1");
    expect(heading?.textContent).toBe("Events");
    const button = [...doc.querySelectorAll("button")].find((b) => b.textContent === "+ New Event");
    expect(button?.disabled).toBe(true);
    const notice = doc.querySelector('[role="status"]');
    expect(notice?.textContent).toContain("Context Required");
    expect(notice?.textContent).toContain("Please select a company and user from the header to manage events.");
    expect(heading!.compareDocumentPosition(notice!) & doc.defaultView!.Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("tells a user without a company to contact their administrator", async () => {
    auth.isAdmin = false;
    const doc = await render();
    expect(doc.querySelector("h1")?.textContent).toBe("Events");
    expect(doc.querySelector('[role="status"]')?.textContent).toContain(NO_COMPANY_MESSAGE);
  });
});

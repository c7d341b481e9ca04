import { JSDOM } from "jsdom";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { alsoReportedByOf } from "@/lib/events/also-reported-by";
import { AlsoReportedBy } from "./also-reported-by";

const data = {
  also_reported_by: [
    { source: "Southwest Energy Journal", url: "https://sej.example/helio-deal", title: "Helio Grid lands 400 MWh storage supply deal", date: "2026-11-20T19:05:00Z" },
    { source: "Evil", url: "javascript:alert(1)", title: "x", date: null },
    { source: "A".repeat(500), url: "https://long.example/a", title: "B".repeat(1000), date: "yesterday" },
  ],
};

const dom = (html: string) => new JSDOM(html).window.document;

describe("Also reported by", () => {
  it("lists each other outlet as a real link to its article, with headline and date", () => {
    const doc = dom(renderToString(<AlsoReportedBy outlets={alsoReportedByOf(data)} />));
    const region = doc.querySelector('section[aria-label="Also reported by"]')!;
    expect(region.querySelector("h3")?.textContent).toBe("Also reported by");
    const links = [...region.querySelectorAll("a")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["https://sej.example/helio-deal", "https://long.example/a"]);
    expect(links.every((a) => a.getAttribute("target") === "_blank" && a.getAttribute("rel") === "noreferrer")).toBe(true);
    expect(links[0].textContent).toBe("Southwest Energy Journal (opens in a new tab)");
    expect(region.textContent).toContain("Helio Grid lands 400 MWh storage supply deal");
    expect(region.querySelector("time")?.getAttribute("dateTime")).toBe("2026-11-20T19:05:00Z");
    // no javascript: link, and stored text is length-capped
    expect(region.innerHTML).not.toContain("javascript:");
    expect(links[1].textContent!.length).toBeLessThan(120);
    expect(region.textContent!.length).toBeLessThan(600);
  });

  it("on a feed card shows outlet names only", () => {
    const doc = dom(renderToString(<AlsoReportedBy outlets={alsoReportedByOf(data)} compact />));
    expect(doc.querySelector("section")).toBeNull(); // no landmark per card
    const link = doc.querySelector("a")!;
    expect(link.textContent).toBe("Southwest Energy Journal");
    expect(doc.querySelector("h3")?.textContent).toBe("Also reported by (links open in a new tab)");
    expect(doc.querySelectorAll("time")).toHaveLength(0);
  });

  it("renders nothing without other outlets", () => {
    expect(renderToString(<AlsoReportedBy outlets={alsoReportedByOf({})} />)).toBe("");
    expect(alsoReportedByOf({ also_reported_by: "not a list" })).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { parseSolutions } from "./solutions";

describe("parseSolutions", () => {
  it("reads 'Name — link — description' lines with any common separator", () => {
    const text = [
      "Revenue Forecasting Cloud — https://northwind.example/forecasting — AI forecasts of pipeline and bookings.",
      "- Data Hub - https://northwind.example/hub - connects ERP and CRM data",
      "• Compliance Reporting | https://northwind.example/compliance | audit-ready reporting",
      "",
      "Advisory: hands-on help from our analysts",
    ].join("\n");
    expect(parseSolutions(text)).toEqual([
      { name: "Revenue Forecasting Cloud", link: "https://northwind.example/forecasting", description: "AI forecasts of pipeline and bookings" },
      { name: "Data Hub", link: "https://northwind.example/hub", description: "connects ERP and CRM data" },
      { name: "Compliance Reporting", link: "https://northwind.example/compliance", description: "audit-ready reporting" },
      { name: "Advisory", link: "", description: "hands-on help from our analysts" },
    ]);
  });

  it("gives nothing for empty text", () => {
    expect(parseSolutions("  \n ")).toEqual([]);
  });
});

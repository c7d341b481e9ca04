import { capitalItems } from "./dev-set-capital";
import { growthItems } from "./dev-set-growth";
import { peopleItems } from "./dev-set-people";
import { resultsItems } from "./dev-set-results";
import type { DevItem } from "./dev-item";

/** The labelled development set of the offline analysis (see dev-item.ts). */
export const devSet: DevItem[] = [...capitalItems, ...peopleItems, ...growthItems, ...resultsItems];

/** The seller every item is analysed for. */
export const devSeller = {
  name: "Northwind Analytics",
  solutions_brief: "Northwind Analytics helps operations and finance teams plan, integrate data and report.",
  solutions: [
    "Data Integration Hub — https://northwind.example/integration — connects ERP, CRM and billing systems after mergers and re-organisations",
    "Workforce Planner — https://northwind.example/workforce — plans headcount, hiring and onboarding across sites",
    "Compliance Monitor — https://northwind.example/compliance — tracks regulatory obligations, audits and legal holds",
    "Growth Forecasting — https://northwind.example/forecasting — forecasts demand, revenue and capacity for new markets and products",
  ].join("\n"),
};

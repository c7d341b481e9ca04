import type { DemoArticle } from "./demo-article-types";

// One story told by three demo outlets: Helio Grid's storage contract with Desert Sun Utility, first
// reported by Power Markets Daily (articles-discovery-extras.ts). Each outlet writes its own headline
// and lead, as real outlets do, so discovery groups them by story (not by copied text) and the event
// shows the other two under "Also reported by".
export const threeOutletArticles: DemoArticle[] = [
  {
    slug: "southwest-energy-journal/helio-grid-desert-sun-storage-supply-deal",
    accountKey: "helio",
    outlet: { name: "Southwest Energy Journal", section: "Utilities" },
    title: "Helio Grid lands 400 MWh storage supply deal with Desert Sun Utility",
    description: "Desert Sun Utility will buy battery capacity from Helio Grid for the next 15 years to cover Arizona’s evening peak.",
    publishedAt: "2026-11-20T19:05:00Z",
    author: "Marisol Ortega",
    signalType: "partnership",
    sameStoryAs: "power-markets-daily/helio-grid-signs-utility-storage-contract",
    paragraphs: [
      "Desert Sun Utility has chosen Helio Grid to supply and run 400 megawatt-hours of battery storage in Arizona under a 15-year contract, the two companies said on Friday.",
      "The batteries will soak up midday solar power and release it during the evening peak, when the utility’s demand is highest.",
      "Helio Grid Chief Executive Officer Priya Raman said the project would be managed from the company’s Phoenix operations center, and that the first 100 megawatt-hours should be running in 2028.",
      "Financial terms were not disclosed.",
    ],
  },
  {
    slug: "storage-tech-review/helio-grid-desert-sun-partnership",
    accountKey: "helio",
    outlet: { name: "Storage Tech Review", section: "Projects" },
    title: "Helio Grid and Desert Sun Utility agree 15-year partnership on Arizona batteries",
    description: "The partnership covers 400 megawatt-hours of storage, Helio Grid’s biggest utility contract so far.",
    publishedAt: "2026-11-20T22:40:00Z",
    author: "Jonah Whitaker",
    signalType: "partnership",
    sameStoryAs: "power-markets-daily/helio-grid-signs-utility-storage-contract",
    paragraphs: [
      "Battery maker Helio Grid will build and operate 400 megawatt-hours of storage for Desert Sun Utility in Arizona, in a partnership set to run for 15 years.",
      "It is the largest utility contract in Helio Grid’s history. Desert Sun said the batteries would help it retire two gas peaker units.",
      "Priya Raman, Helio Grid’s chief executive, said the first 100 megawatt-hours would come online in 2028 and that Vice President of Grid Operations Elena Varga would lead the rollout.",
    ],
  },
];

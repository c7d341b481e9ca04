import { ARTICLE_FETCH_TIMEOUT_MS, articleFetchFailureReason } from "@/lib/pipeline/article-fetch-failure";
import { httpStatusError, timeoutError } from "@/lib/providers/fetch/fetch-error";
import type { DemoEventDef } from "./demo-event-types";

// Events on Northwind Analytics' accounts, written against Northwind's solutions.
export const northwindEvents: DemoEventDef[] = [
  {
    key: "helio-series-c",
    accountKey: "helio",
    slug: "venture-ledger/helio-grid-raises-120-million-series-c",
    status: "completed",
    source: "discovery",
    context: {
      eventSummary:
        "Helio Grid, the Austin-based maker of grid-scale battery storage systems, has raised $120 million in a Series C round led by Redwood Climate Partners, the company said on Tuesday. Helio Grid currently has 2.1 gigawatt-hours of storage under contract with eleven regional utilities.",
      tldr: "Helio Grid has raised $120 million in a Series C round.",
      whyItMatters:
        "Helio Grid's CFO is publicly asking for one view of pipeline, bookings and capacity while revenue grows 140% and 250 new hires arrive. That is exactly what Revenue Forecasting Cloud and Workforce Planning Suite deliver, and the budget has just been raised.",
      offerings: [
        { solution: "Revenue Forecasting Cloud", offering: "Forecast bookings and capacity across Helio Grid's multi-year utility contracts from one model." },
        { solution: "Workforce Planning Suite", offering: "Plan the 250 hires across manufacturing, field engineering and finance against the delivery schedule." },
      ],
      suggestedAction:
        "Congratulate Marcus Ode on the round and offer a 30-minute session on moving from pilot-by-pilot planning to a contract-based revenue forecast.",
    },
    people: [
      { name: "Marcus Ode", reasoning: "As CFO he announced the new forecasting and planning function and owns its budget." },
      { name: "Priya Raman", reasoning: "The CEO set the goal of building ahead of demand; she will sponsor planning investments." },
    ],
  },
  {
    key: "helio-phoenix",
    accountKey: "helio",
    slug: "energy-wire/helio-grid-opens-phoenix-operations-center",
    status: "completed",
    source: "discovery",
    context: {
      eventSummary:
        "Helio Grid is opening a grid operations center in Phoenix, its first facility outside Texas, to monitor and dispatch the growing fleet of battery sites it runs for utilities in Arizona, Nevada and New Mexico. Elena Varga, VP of Grid Operations at Helio Grid, will lead the site.",
      tldr: "Helio Grid is opening a grid operations center in Phoenix.",
      whyItMatters:
        "Staffing a round-the-clock center in a new state is a headcount planning problem: shifts, licences and hiring pace have to match contract go-live dates. Workforce Planning Suite gives Elena Varga that plan before the hiring starts.",
      offerings: [
        { solution: "Workforce Planning Suite", offering: "Shift and hiring plans for the Phoenix center tied to each new storage site's go-live date." },
      ],
      suggestedAction: "Reach out to Elena Varga with a short note on planning 24/7 operations staffing for a second region.",
    },
    people: [{ name: "Elena Varga", reasoning: "She leads the Phoenix site and is responsible for staffing it." }],
  },
  {
    key: "helio-board",
    accountKey: "helio",
    slug: "metro-business-journal/helio-grid-names-former-utility-executive-to-board",
    status: "pending",
    source: "discovery",
  },
  {
    key: "quantia-celloptics",
    accountKey: "quantia",
    slug: "biopharma-dispatch/quantia-bio-to-acquire-celloptics",
    status: "completed",
    source: "discovery",
    context: {
      eventSummary:
        "Quantia Biotherapeutics has agreed to acquire CellOptics, a privately held maker of imaging systems for cell therapy manufacturing, for $340 million in cash and stock, the companies announced on Monday. The deal gives Quantia Bio control of a quality-control technology it has licensed since 2024 and adds about 180 employees in Boston and Leiden.",
      tldr: "Quantia Biotherapeutics will acquire CellOptics for $340 million.",
      whyItMatters:
        "Post-merger data integration is named as the top priority, and the combined company will need audit-ready reporting across two quality systems. Data Integration Hub and Compliance Reporting fit the integration plan Aisha Bello has to deliver by the Q1 close.",
      offerings: [
        { solution: "Data Integration Hub", offering: "Connect CellOptics' manufacturing, quality and finance data to Quantia's systems from day one." },
        { solution: "Compliance Reporting", offering: "Audit-ready quality and financial reporting across both companies after closing." },
      ],
      suggestedAction:
        "Send Aisha Bello a one-page integration checklist for the first 90 days after closing and propose a working session with her integration lead.",
    },
    people: [
      { name: "Aisha Bello", reasoning: "The COO leads the CellOptics integration and its systems priorities." },
      { name: "Tomas Lindqvist", reasoning: "The CEO framed the deal as building a data foundation for the manufacturing network." },
    ],
  },
  {
    key: "quantia-hiring",
    accountKey: "quantia",
    slug: "biopharma-dispatch/quantia-bio-plans-300-manufacturing-hires",
    status: "completed",
    source: "discovery",
    context: {
      eventSummary:
        "Quantia Bio is hiring about 300 people for a new cell therapy manufacturing plant in Durham, North Carolina, as it prepares for a possible commercial launch in 2028, the company said. The Durham site will be Quantia Bio’s third plant and its largest.",
      tldr: "Quantia Bio is hiring about 300 people for a new plant in Durham.",
      whyItMatters:
        "The COO says hiring is as hard as the science and that headcount is planned plant by plant, shift by shift. Workforce Planning Suite replaces the spreadsheets that usually run a ramp-up like this.",
      offerings: [
        { solution: "Workforce Planning Suite", offering: "Plant-by-plant, shift-by-shift headcount plans for the Durham ramp-up." },
      ],
      suggestedAction: "Share a short case study on a plant ramp-up with Aisha Bello and offer a headcount-planning workshop.",
    },
    people: [{ name: "Aisha Bello", reasoning: "She is quoted planning headcount for the ramp-up and owns the hiring plan." }],
  },
  {
    key: "quantia-meridian",
    accountKey: "quantia",
    slug: "life-sciences-report/quantia-bio-meridian-pharma-partnership",
    status: "completed",
    source: "discovery",
    isDeleted: true,
    context: {
      eventSummary:
        "Quantia Bio has signed a partnership with Meridian Pharma to co-develop an experimental cell therapy for solid tumors, the companies said on Thursday. Shares of Quantia Bio rose 9 percent in London trading after the announcement.",
      tldr: "Quantia Bio will co-develop a cell therapy with Meridian Pharma.",
      whyItMatters:
        "Milestone-based revenue makes forecasting lumpier; Revenue Forecasting Cloud models milestone probabilities alongside product revenue.",
      offerings: [{ solution: "Revenue Forecasting Cloud", offering: "Model milestone payments next to product revenue in one forecast." }],
      suggestedAction: "Ask the finance team how they forecast milestone income today.",
    },
    people: [{ name: "Tomas Lindqvist", reasoning: "The CEO announced the partnership." }],
  },
  {
    key: "larkspur-q3",
    accountKey: "larkspur",
    slug: "commerce-journal/larkspur-retail-third-quarter-results",
    status: "completed",
    source: "discovery",
    context: {
      eventSummary:
        "Larkspur Retail Group reported third-quarter revenue of $2.4 billion on Thursday, up 8 percent from a year earlier and ahead of analysts’ expectations, as online sales jumped 31 percent. Daniel Osei, Larkspur’s chief information officer, said the company would consolidate its customer, inventory and finance data on a single platform in 2027.",
      tldr: "Larkspur will consolidate customer and finance data in 2027.",
      whyItMatters:
        "A CIO saying the books close from eleven systems is a clear integration and forecasting pain, with a 2027 budget attached. Data Integration Hub and Revenue Forecasting Cloud address both halves of that plan.",
      offerings: [
        { solution: "Data Integration Hub", offering: "Consolidate Larkspur's eleven customer, inventory and finance systems into one model." },
        { solution: "Revenue Forecasting Cloud", offering: "Forecast omnichannel revenue from the consolidated data." },
      ],
      suggestedAction: "Reference Daniel Osei's 'eleven systems' remark and offer a consolidation roadmap review before 2027 planning closes.",
    },
    people: [
      { name: "Daniel Osei", reasoning: "The CIO owns the 2027 data consolidation programme." },
      { name: "Grace Whitfield", reasoning: "The CEO tied next year's investment to connecting online and store data." },
    ],
  },
  {
    key: "larkspur-closures",
    accountKey: "larkspur",
    slug: "commerce-journal/larkspur-retail-to-close-stores-cut-jobs",
    status: "completed",
    source: "discovery",
    context: {
      eventSummary:
        "Larkspur Retail Group will close 14 underperforming mall stores and cut about 600 jobs as part of a restructuring aimed at shifting investment toward online sales, the company said on Wednesday. Larkspur said about 200 affected employees would be offered roles in its fulfilment centers and customer service teams.",
      tldr: "Larkspur will close 14 mall stores and cut about 600 jobs.",
      whyItMatters:
        "Moving 200 people into fulfilment and customer service while cutting stores needs a reliable headcount plan. Workforce Planning Suite models the redeployment and the savings target together.",
      offerings: [{ solution: "Workforce Planning Suite", offering: "Model the redeployment of store staff into fulfilment against the $45M savings target." }],
      suggestedAction: "Offer Grace Whitfield's team a redeployment planning template for the January deadline.",
    },
    people: [{ name: "Grace Whitfield", reasoning: "The CEO announced the restructuring and its savings target." }],
  },
  {
    key: "larkspur-loyalty",
    accountKey: "larkspur",
    slug: "retail-tech-news/larkspur-launches-loyalty-app",
    status: "running",
    source: "manual",
  },
  {
    key: "ferrovia-nordfrakt",
    accountKey: "ferrovia",
    slug: "freight-weekly/ferrovia-logistics-to-buy-nordfrakt",
    status: "completed",
    source: "discovery",
    context: {
      eventSummary:
        "Ferrovia Logistics S.p.A. has agreed to acquire Nordfrakt AB, a Swedish intermodal rail carrier, for €410 million, the companies said on Thursday. Nordfrakt operates about 90 trains a week between Gothenburg, Malmö and German terminals and employs 1,100 people.",
      tldr: "Ferrovia Logistics will acquire Nordfrakt AB for €410 million.",
      whyItMatters:
        "The Head of Digital Transformation says customers will judge the merger by whether their shipment data shows up in one place. Data Integration Hub is built for exactly this post-merger ERP and billing consolidation.",
      offerings: [
        { solution: "Data Integration Hub", offering: "Merge Ferrovia and Nordfrakt booking, billing and ERP data ahead of the Q2 2027 close." },
        { solution: "Compliance Reporting", offering: "Consolidated financial reporting across both companies' jurisdictions." },
      ],
      suggestedAction: "Contact Rafael Moreno before integration vendors are chosen and propose a pre-close data mapping workshop.",
    },
    people: [
      { name: "Rafael Moreno", reasoning: "He will lead the integration of both companies' IT systems." },
      { name: "Giulia Bassi", reasoning: "The CEO promised customers one booking and one invoice across the network." },
    ],
  },
  {
    key: "ferrovia-rotterdam",
    accountKey: "ferrovia",
    slug: "freight-weekly/ferrovia-opens-rotterdam-hub",
    status: "completed",
    source: "manual",
    context: {
      eventSummary:
        "Ferrovia Logistics has opened an intermodal terminal at the Port of Rotterdam, giving the Italian operator direct access to deep-sea container traffic and adding about 200 jobs. The terminal can handle 250,000 containers a year and links to Ferrovia’s daily trains to Milan, Munich and Vienna.",
      tldr: "Ferrovia opened a terminal at the Port of Rotterdam, adding about 200 jobs.",
      whyItMatters:
        "A new booking platform feeding a continental network means more revenue data to forecast and 200 new roles to plan. Revenue Forecasting Cloud and Workforce Planning Suite help the hub hit its volume targets.",
      offerings: [{ solution: "Revenue Forecasting Cloud", offering: "Forecast container volumes and revenue from the new booking platform." }],
      suggestedAction: "Ask Rafael Moreno how Rotterdam booking data will flow into group forecasting.",
    },
    people: [{ name: "Rafael Moreno", reasoning: "He runs the digital platforms the hub depends on." }],
  },
  {
    key: "ferrovia-interview",
    accountKey: "ferrovia",
    slug: "freight-weekly/ferrovia-ceo-interview-2027-outlook",
    status: "failed",
    source: "manual",
    statusReason: articleFetchFailureReason(httpStatusError(404)),
  },
  {
    key: "cobalt-settlement",
    accountKey: "cobalt",
    slug: "banking-times/cobalt-ridge-settles-regulator-probe",
    status: "completed",
    source: "discovery",
    context: {
      eventSummary:
        "Cobalt Ridge Bancorp has agreed to pay an $18 million penalty to settle a federal investigation into inaccurate mortgage lending reports, regulators said on Monday. According to the consent order, the bank misreported data on thousands of mortgage applications between 2022 and 2024 because of errors in how figures were collected from its branch systems.",
      tldr: "Cobalt Ridge will pay an $18 million penalty.",
      whyItMatters:
        "A consent order forces a reporting overhaul on a deadline. Compliance Reporting gives the Chief Risk Officer audit-ready regulatory reports, and Data Integration Hub fixes how branch figures are collected.",
      offerings: [
        { solution: "Compliance Reporting", offering: "Audit-ready regulatory reporting to satisfy the consent order's review." },
        { solution: "Data Integration Hub", offering: "Reliable collection of mortgage data from branch systems." },
      ],
      suggestedAction: "Reach out to Naomi Fischer with a remediation-timeline overview and offer a reporting controls assessment.",
    },
    people: [
      { name: "Naomi Fischer", reasoning: "The Chief Risk Officer owns the reporting controls the order requires." },
      { name: "Henry Caldwell", reasoning: "The CEO will answer to regulators for the remediation." },
    ],
  },
  {
    key: "cobalt-q3",
    accountKey: "cobalt",
    slug: "banking-times/cobalt-ridge-bank-third-quarter-earnings",
    status: "completed",
    source: "discovery",
    context: {
      eventSummary:
        "Cobalt Ridge Bancorp reported third-quarter net income of $88 million on Thursday, up 12 percent from a year earlier, as commercial loan growth offset higher credit costs. Naomi Fischer, chief risk officer at Cobalt Ridge, said the bank would spend more next year on regulatory reporting as it approaches $50 billion in assets, a level that brings stricter supervision.",
      tldr: "The bank will spend more on regulatory reporting next year.",
      whyItMatters:
        "Crossing $50 billion brings quarterly audit-ready reporting expectations, and the budget is already planned. Compliance Reporting is a direct fit.",
      offerings: [{ solution: "Compliance Reporting", offering: "Quarterly audit-ready reporting for the $50B supervision threshold." }],
      suggestedAction: "Send Naomi Fischer a note on what changes at $50B in assets and offer a readiness review.",
    },
    people: [
      { name: "Naomi Fischer", reasoning: "She said reporting must be audit-ready every quarter." },
      { name: "Henry Caldwell", reasoning: "The CEO presented the growth plan that triggers stricter supervision." },
    ],
  },
  {
    key: "nimbus-series-b",
    accountKey: "nimbus",
    slug: "health-tech-today/nimbus-health-raises-series-b",
    status: "completed",
    source: "discovery",
    context: {
      eventSummary:
        "Nimbus Health, which runs virtual primary care clinics for employers, has raised $65 million in a Series B round led by Northgate Capital. Nimbus Health serves 240 employers and about 600,000 members.",
      tldr: "Nimbus Health has raised $65 million in a Series B round.",
      whyItMatters:
        "Planning clinician capacity by licence and hour is a hard workforce planning problem, and growth money raises forecasting expectations from investors. Workforce Planning Suite and Revenue Forecasting Cloud cover both.",
      offerings: [
        { solution: "Workforce Planning Suite", offering: "Clinician capacity plans by state licence and hour of day." },
        { solution: "Revenue Forecasting Cloud", offering: "Member and revenue forecasts for the new service lines." },
      ],
      suggestedAction: "Congratulate Owen Park and offer Lucia Ferraro a capacity-planning demo using licence-by-state data.",
    },
    people: [
      { name: "Lucia Ferraro", reasoning: "She plans clinician capacity and called hiring the biggest challenge." },
      { name: "Owen Park", reasoning: "The CEO will report growth against the new round." },
    ],
  },
  {
    key: "nimbus-hiring",
    accountKey: "nimbus",
    slug: "health-tech-today/nimbus-health-hiring-400-clinicians",
    status: "completed",
    source: "discovery",
    context: {
      eventSummary:
        "Nimbus Health plans to hire 200 clinicians next year, including physicians, nurse practitioners and licensed therapists, the company said, doubling its clinical workforce after closing a $65 million funding round this month. Chief People Officer Lucia Ferraro said the company would open a hiring hub in Denver and offer flexible schedules to attract clinicians leaving hospital systems.",
      tldr: "Nimbus Health plans to hire 200 clinicians.",
      whyItMatters:
        "Flexible schedules across 50 state licences only work with good planning, as the Chief People Officer says herself. Workforce Planning Suite turns that into a hiring plan by state and shift.",
      offerings: [{ solution: "Workforce Planning Suite", offering: "Hiring plans by state licence and schedule for the Denver hub." }],
      suggestedAction: "Send Lucia Ferraro a short benchmark on clinician scheduling and hiring pace.",
    },
    people: [{ name: "Lucia Ferraro", reasoning: "She leads the hiring push and the Denver hub." }],
  },
  {
    key: "orbital-greenleaf",
    accountKey: "orbital",
    slug: "food-industry-report/orbital-foods-acquires-greenleaf-kitchens",
    status: "completed",
    source: "discovery",
    context: {
      eventSummary:
        "Orbital Foods Corporation has agreed to acquire Greenleaf Kitchens, a maker of plant-based frozen meals, for $275 million, the company said on Monday. Greenleaf’s products are sold in 18,000 stores and its revenue grew 45 percent last year.",
      tldr: "Orbital Foods will acquire Greenleaf Kitchens for $275 million.",
      whyItMatters:
        "A year-long ERP and sales data integration is exactly where Data Integration Hub shortens the timeline, and a fast-growing brand needs its own revenue forecast.",
      offerings: [
        { solution: "Data Integration Hub", offering: "Bring Greenleaf's supply chain, ERP and sales data into Orbital's systems." },
        { solution: "Revenue Forecasting Cloud", offering: "A separate forecast for the fast-growing Greenleaf brand." },
      ],
      suggestedAction: "Propose an integration scoping call to Kenji Watanabe's team before the ERP work is tendered.",
    },
    people: [{ name: "Kenji Watanabe", reasoning: "The CEO announced the deal and its integration plan." }],
  },
  {
    key: "orbital-restructuring",
    accountKey: "orbital",
    slug: "food-industry-report/orbital-foods-restructuring-job-cuts",
    status: "completed",
    source: "discovery",
    context: {
      eventSummary:
        "Orbital Foods will cut about 350 jobs and close a cereal plant in Toledo, Ohio, as it consolidates production into newer, more automated facilities, the company said on Thursday. The plant will close in phases through June 2027.",
      tldr: "Orbital Foods will cut about 350 jobs and close a plant in Toledo.",
      whyItMatters:
        "Phased closures need headcount and capacity plans that track savings month by month; Workforce Planning Suite provides that view.",
      offerings: [{ solution: "Workforce Planning Suite", offering: "Track headcount and savings through the phased plant closure." }],
      suggestedAction: "Offer a planning review focused on the phased closure timeline.",
    },
    people: [{ name: "Kenji Watanabe", reasoning: "The CEO set the cost-reduction goal." }],
  },
  {
    key: "tessel-cobot",
    accountKey: "tessel",
    slug: "robotics-review/tessel-robotics-launches-cobot",
    status: "completed",
    source: "discovery",
    context: {
      eventSummary:
        "Tessel Robotics GmbH has launched the T7, a collaborative robot arm aimed at small and mid-sized factories, at a list price of €19,900. The robot can be taught tasks by demonstration, with no programming, and works safely alongside people, the company said.",
      tldr: "Tessel Robotics has launched the T7, a collaborative robot arm.",
      whyItMatters:
        "A launch sold through 60 distributors makes bookings hard to forecast. Revenue Forecasting Cloud gives Tessel one forecast across its channel partners.",
      offerings: [{ solution: "Revenue Forecasting Cloud", offering: "Forecast T7 bookings across 60 distributors from pre-order data." }],
      suggestedAction: "Reach out to Anja Keller about channel forecasting for the January shipping start.",
    },
    people: [{ name: "Anja Keller", reasoning: "The CTO presented the T7 and its go-to-market plan." }],
  },
  {
    key: "tessel-growth-round",
    accountKey: "tessel",
    slug: "venture-ledger/tessel-robotics-raises-growth-round",
    status: "failed",
    source: "discovery",
    statusReason: articleFetchFailureReason(timeoutError(ARTICLE_FETCH_TIMEOUT_MS)),
  },
];

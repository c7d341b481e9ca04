// The demo workspace: fictional seller companies, their users and the accounts they sell to.
// The bundled demo news corpus (lib/demo-news) writes its articles about these accounts and people.

export const DEMO_PASSWORD = "trayo-demo";

export type DemoCompany = {
  key: string;
  name: string;
  solutions: string;
  solutionsBrief: string;
};

export const demoCompanies: DemoCompany[] = [
  {
    key: "northwind",
    name: "Northwind Analytics",
    solutions: [
      "Revenue Forecasting Cloud — https://northwind.example/forecasting — AI forecasts of pipeline and bookings for CFOs and revenue leaders.",
      "Data Integration Hub — https://northwind.example/integration — connects ERP, CRM and billing data after mergers, migrations and rapid growth.",
      "Workforce Planning Suite — https://northwind.example/workforce — headcount planning and hiring analytics for fast-scaling teams.",
      "Compliance Reporting — https://northwind.example/compliance — audit-ready financial and regulatory reporting.",
    ].join("\n"),
    solutionsBrief:
      "Northwind Analytics helps finance and revenue teams plan with confidence: AI revenue forecasting, a data integration hub for post-merger and fast-growth data, workforce planning for scaling teams and audit-ready compliance reporting.",
  },
  {
    key: "bluepeak",
    name: "Bluepeak Security",
    solutions: [
      "Zero Trust Access — https://bluepeak.example/zero-trust — secure access for distributed and newly acquired workforces.",
      "Cloud Posture Guard — https://bluepeak.example/cloud-posture — continuous cloud misconfiguration and compliance monitoring.",
      "Incident Response Retainer — https://bluepeak.example/incident-response — 24/7 breach response and forensics.",
    ].join("\n"),
    solutionsBrief:
      "Bluepeak Security protects growing companies: zero trust access for distributed teams, continuous cloud posture monitoring and an incident response retainer.",
  },
];

export type DemoUser = {
  key: string;
  email: string;
  name: string;
  role: "admin" | "user";
  companyKey: string;
  phoneNumber?: string;
  /** default true */
  eventDiscoveryEnabled?: boolean;
};

export const demoUsers: DemoUser[] = [
  { key: "admin", email: "admin@example.com", name: "Ada Admin", role: "admin", companyKey: "northwind" },
  { key: "user", email: "user@example.com", name: "Uma User", role: "user", companyKey: "northwind", phoneNumber: "+1 415 555 0134" },
  { key: "sam", email: "sam@example.com", name: "Sam Seller", role: "user", companyKey: "northwind" },
  { key: "bea", email: "bea@example.com", name: "Bea Blue", role: "user", companyKey: "bluepeak", phoneNumber: "+44 20 7946 0321" },
  // Joined this week: no accounts assigned yet, discovery switched off until they are.
  { key: "noah", email: "noah@example.com", name: "Noah Newhire", role: "user", companyKey: "northwind", eventDiscoveryEnabled: false },
];

export type DemoAccount = {
  key: string;
  name: string;
  fullName: string | null;
  url: string;
  companyKey: string;
  /** demo user keys this account is assigned to */
  assignedTo: string[];
};

export const demoAccounts: DemoAccount[] = [
  { key: "helio", name: "Helio Grid", fullName: "Helio Grid Energy Systems, Inc.", url: "https://heliogrid.example", companyKey: "northwind", assignedTo: ["user"] },
  { key: "quantia", name: "Quantia Bio", fullName: "Quantia Biotherapeutics Ltd.", url: "https://quantiabio.example", companyKey: "northwind", assignedTo: ["user"] },
  { key: "larkspur", name: "Larkspur Retail", fullName: "Larkspur Retail Group", url: "https://larkspur.example", companyKey: "northwind", assignedTo: ["user", "sam"] },
  { key: "ferrovia", name: "Ferrovia Logistics", fullName: "Ferrovia Logistics S.p.A.", url: "https://ferrovia.example", companyKey: "northwind", assignedTo: ["user"] },
  { key: "cobalt", name: "Cobalt Ridge Bank", fullName: "Cobalt Ridge Bancorp", url: "https://cobaltridge.example", companyKey: "northwind", assignedTo: ["user"] },
  { key: "nimbus", name: "Nimbus Health", fullName: null, url: "https://nimbushealth.example", companyKey: "northwind", assignedTo: ["user"] },
  { key: "orbital", name: "Orbital Foods", fullName: "Orbital Foods Corporation", url: "https://orbitalfoods.example", companyKey: "northwind", assignedTo: ["sam"] },
  { key: "tessel", name: "Tessel Robotics", fullName: "Tessel Robotics GmbH", url: "https://tessel.example", companyKey: "northwind", assignedTo: ["sam"] },
  { key: "verdant", name: "Verdant Mobility", fullName: "Verdant Mobility Holdings", url: "https://verdantmobility.example", companyKey: "bluepeak", assignedTo: ["bea"] },
  { key: "arcadia", name: "Arcadia Media", fullName: "Arcadia Media Networks", url: "https://arcadiamedia.example", companyKey: "bluepeak", assignedTo: ["bea"] },
  { key: "pinecrest", name: "Pinecrest Insurance", fullName: "Pinecrest Mutual Insurance Co.", url: "https://pinecrest.example", companyKey: "bluepeak", assignedTo: ["bea"] },
  { key: "skyforge", name: "Skyforge Aerospace", fullName: "Skyforge Aerospace plc", url: "https://skyforge.example", companyKey: "bluepeak", assignedTo: ["bea"] },
];

/** Named executives at the demo accounts: the corpus quotes them, the seed knows some as people. */
export const demoExecutives: Record<string, { fullName: string; title: string; linkedinUsername?: string }[]> = {
  helio: [
    { fullName: "Priya Raman", title: "Chief Executive Officer", linkedinUsername: "priyaraman" },
    { fullName: "Marcus Ode", title: "Chief Financial Officer", linkedinUsername: "marcusode" },
    { fullName: "Elena Varga", title: "VP of Grid Operations" },
  ],
  quantia: [
    { fullName: "Tomas Lindqvist", title: "Chief Executive Officer", linkedinUsername: "tlindqvist" },
    { fullName: "Aisha Bello", title: "Chief Operating Officer" },
  ],
  larkspur: [
    { fullName: "Grace Whitfield", title: "Chief Executive Officer" },
    { fullName: "Daniel Osei", title: "Chief Information Officer", linkedinUsername: "danielosei" },
  ],
  ferrovia: [
    { fullName: "Giulia Bassi", title: "Chief Executive Officer" },
    { fullName: "Rafael Moreno", title: "Head of Digital Transformation" },
  ],
  cobalt: [
    { fullName: "Henry Caldwell", title: "Chief Executive Officer" },
    { fullName: "Naomi Fischer", title: "Chief Risk Officer", linkedinUsername: "naomifischer" },
  ],
  nimbus: [
    { fullName: "Owen Park", title: "Chief Executive Officer" },
    { fullName: "Lucia Ferraro", title: "Chief People Officer" },
  ],
  orbital: [{ fullName: "Kenji Watanabe", title: "Chief Executive Officer" }],
  tessel: [{ fullName: "Anja Keller", title: "Chief Technology Officer" }],
  verdant: [{ fullName: "Sofia Mendes", title: "Chief Executive Officer" }],
  arcadia: [{ fullName: "Julian Hart", title: "Chief Information Security Officer" }],
  pinecrest: [{ fullName: "Margaret Liu", title: "Chief Executive Officer" }],
  skyforge: [{ fullName: "Victor Adeyemi", title: "Chief Operating Officer" }],
};

import type { DemoEventDef } from "./demo-event-types";

// Events on Bluepeak Security's accounts, written against Bluepeak's solutions.
export const bluepeakEvents: DemoEventDef[] = [
  {
    key: "verdant-voltway",
    accountKey: "verdant",
    slug: "mobility-insider/verdant-mobility-acquires-voltway",
    status: "completed",
    source: "discovery",
    context: {
      eventSummary:
        "Verdant Mobility is acquiring e-scooter operator Voltway in an all-stock deal, adding 40,000 scooters, operations in 22 cities and about 700 employees, many of them remote field technicians. Apps, fleet tools and employee accounts will be integrated by mid-2027.",
      tldr: "Verdant buys Voltway and must bring 700 remote staff onto its systems.",
      whyItMatters:
        "Moving 700 newly acquired, mostly remote employees onto Verdant's systems is the classic moment for zero trust access, and merging two cloud estates needs posture monitoring from day one.",
      offerings: [
        { solution: "Zero Trust Access", offering: "Secure access for Voltway's 700 field technicians during the account migration." },
        { solution: "Cloud Posture Guard", offering: "Continuous checks on the merged fleet management cloud environments." },
      ],
      suggestedAction: "Write to Sofia Mendes about securing the Voltway employee migration before accounts are merged.",
    },
    people: [{ name: "Sofia Mendes", reasoning: "The CEO set the mid-2027 integration plan, including employee accounts." }],
  },
  {
    key: "verdant-germany",
    accountKey: "verdant",
    slug: "mobility-insider/verdant-mobility-expands-to-germany",
    status: "completed",
    source: "discovery",
    context: {
      eventSummary:
        "Verdant Mobility launched car sharing in six German cities, doubling its car-sharing fleet and opening a Berlin regional headquarters with 150 staff. The service runs on Verdant's cloud platform, which handles more than two million trips a month.",
      tldr: "Car sharing in six German cities and a new Berlin office.",
      whyItMatters:
        "A larger cloud platform in a new regulatory market raises compliance stakes. Cloud Posture Guard monitors misconfigurations and compliance continuously as the platform scales.",
      offerings: [{ solution: "Cloud Posture Guard", offering: "Continuous compliance monitoring for the platform serving German customers." }],
      suggestedAction: "Offer a cloud posture assessment aligned with the German launch.",
    },
    people: [{ name: "Sofia Mendes", reasoning: "The CEO called Germany the market that matters most to growth." }],
  },
  {
    key: "arcadia-ransomware",
    accountKey: "arcadia",
    slug: "media-business-daily/arcadia-media-hit-by-ransomware-faces-lawsuit",
    status: "completed",
    source: "discovery",
    context: {
      eventSummary:
        "Arcadia Media faces a class action after a ransomware attack exposed data of 3.2 million streaming subscribers. The complaint alleges unpatched cloud vulnerabilities and a three-week delay in notifying customers; the CISO says systems were rebuilt and monitoring added.",
      tldr: "A ransomware breach of 3.2M subscribers and a class action.",
      whyItMatters:
        "After a breach, the board wants proof that cloud weaknesses are found before attackers do and that the next incident is handled in hours. Cloud Posture Guard and the Incident Response Retainer answer both.",
      offerings: [
        { solution: "Incident Response Retainer", offering: "24/7 breach response so the next incident is contained and reported in hours." },
        { solution: "Cloud Posture Guard", offering: "Continuous detection of the cloud misconfigurations named in the complaint." },
      ],
      suggestedAction: "Reach out to Julian Hart with an offer of a no-cost cloud posture review while the lawsuit is ongoing.",
    },
    people: [{ name: "Julian Hart", reasoning: "The CISO is leading the response and the monitoring rebuild." }],
  },
  {
    key: "arcadia-ciso",
    accountKey: "arcadia",
    slug: "media-business-daily/arcadia-media-appoints-ciso",
    status: "completed",
    source: "manual",
    isDeleted: true,
    context: {
      eventSummary: "Arcadia Media hired Julian Hart as CISO as it moves its streaming platform and advertising systems to the cloud by 2027.",
      tldr: "A new CISO for the cloud migration.",
      whyItMatters: "New security leaders review their vendors in their first months; Zero Trust Access fits the cloud move.",
      offerings: [{ solution: "Zero Trust Access", offering: "Zero trust access for the migrated streaming platform." }],
      suggestedAction: "Introduce Bluepeak to Julian Hart.",
    },
    people: [{ name: "Julian Hart", reasoning: "The new CISO owns security vendor choices." }],
  },
  {
    key: "pinecrest-cloud",
    accountKey: "pinecrest",
    slug: "insurance-herald/pinecrest-insurance-cloud-partnership",
    status: "completed",
    source: "discovery",
    context: {
      eventSummary:
        "Pinecrest Insurance will migrate its claims and policy platforms from the mainframe to Stratus Cloud over three years, starting with home insurance claims in 2027, and will strengthen cloud security and compliance monitoring as part of the programme.",
      tldr: "A three-year move of claims systems to the public cloud.",
      whyItMatters:
        "Pinecrest has said it will strengthen cloud security and compliance monitoring: a regulated insurer moving claims data to the cloud needs Cloud Posture Guard from the first workload.",
      offerings: [{ solution: "Cloud Posture Guard", offering: "Compliance monitoring for claims workloads as they move to Stratus Cloud." }],
      suggestedAction: "Contact Margaret Liu's office about the security workstream of the 2027 home-claims migration.",
    },
    people: [{ name: "Margaret Liu", reasoning: "The CEO sponsors the largest technology investment in Pinecrest's history." }],
  },
  {
    key: "pinecrest-q3",
    accountKey: "pinecrest",
    slug: "insurance-herald/pinecrest-third-quarter-results",
    status: "pending",
    source: "discovery",
  },
  {
    key: "skyforge-hiring",
    accountKey: "skyforge",
    slug: "aerospace-daily-record/skyforge-aerospace-hiring-engineers",
    status: "completed",
    source: "discovery",
    context: {
      eventSummary:
        "Skyforge Aerospace will hire 500 engineers in Bristol, Toulouse and a new Denver office for a £900 million satellite constellation programme. The COO says bringing hundreds of engineers onto secure systems quickly, across three countries, is a challenge in itself.",
      tldr: "500 engineers to onboard securely across three countries.",
      whyItMatters:
        "The COO names secure onboarding across three countries as a challenge. Zero Trust Access gives new engineers the right access on day one without exposing programme data.",
      offerings: [{ solution: "Zero Trust Access", offering: "Day-one secure access for 500 engineers in the UK, France and the US." }],
      suggestedAction: "Send Victor Adeyemi a short plan for onboarding engineers onto secure systems in weeks, not months.",
    },
    people: [{ name: "Victor Adeyemi", reasoning: "The COO raised secure onboarding as a delivery risk." }],
  },
  {
    key: "skyforge-orion",
    accountKey: "skyforge",
    slug: "metro-business-journal/skyforge-partners-with-orion-launch",
    status: "completed",
    source: "discovery",
    context: {
      eventSummary:
        "Skyforge Aerospace signed a launch partnership with Orion Launch Systems that secures launch slots through 2029; the two companies will share engineering data to speed up integration.",
      tldr: "Launch slots through 2029 and shared engineering data with Orion.",
      whyItMatters:
        "Sharing engineering data with a partner widens the attack surface; Zero Trust Access and Cloud Posture Guard keep that exchange controlled.",
      offerings: [{ solution: "Zero Trust Access", offering: "Controlled partner access to shared engineering data." }],
      suggestedAction: "Ask Victor Adeyemi how engineering data will be shared with Orion.",
    },
    people: [{ name: "Victor Adeyemi", reasoning: "The COO leads the partnership." }],
  },
];

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
        "Verdant Mobility Holdings has acquired Voltway, a shared e-scooter operator active in 22 European cities, in an all-stock deal valued at about $190 million, the companies said on Tuesday. The deal adds 40,000 scooters and about 700 employees to Verdant, which runs e-bike and car-sharing fleets in 35 cities.",
      tldr: "Verdant Mobility has acquired Voltway for about $190 million.",
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
        "Verdant Mobility is launching its electric car-sharing service in Berlin, Hamburg, Munich, Cologne, Frankfurt and Stuttgart, doubling its fleet to 6,000 vehicles. The company is opening a regional headquarters in Berlin with 150 staff, most of them in operations and customer support.",
      tldr: "Verdant Mobility is launching electric car-sharing in six German cities.",
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
        "Arcadia Media Networks is facing a class action lawsuit from streaming subscribers after a ransomware attack in October exposed names, email addresses and partial payment details of about 3.2 million customers. Julian Hart, chief information security officer at Arcadia Media, said the company had contained the attack and was working with outside forensic investigators.",
      tldr: "Arcadia Media faces a class action after a ransomware attack.",
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
      eventSummary: "Arcadia Media Networks has named Julian Hart as its chief information security officer, a new position reporting to the chief executive. Hart previously led security engineering at a global bank, where he oversaw the move of trading systems to the public cloud.",
      tldr: "Arcadia Media has named Julian Hart as its CISO.",
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
        "Pinecrest Mutual Insurance has signed a partnership with Stratus Cloud to move its claims and policy administration systems from mainframes to the public cloud, the insurer said on Wednesday. Pinecrest said the migration would be carried out in stages, starting with home insurance claims in 2027, and that it would strengthen cloud security and compliance monitoring as part of the project.",
      tldr: "Pinecrest will move its claims systems from mainframes to the public cloud.",
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
        "Skyforge Aerospace plc plans to hire 500 engineers over the next two years after winning a contract to build 120 satellites for a European communications constellation, the company said. The roles include systems, software and manufacturing engineers at its sites in Bristol and Toulouse and a new office in Denver.",
      tldr: "Skyforge Aerospace plans to hire 500 engineers over two years.",
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
        "Skyforge Aerospace has signed a multi-year partnership with Orion Launch Systems that reserves launch slots for satellites built by Skyforge through 2029. Orion has launched 14 missions this year from its site in Scotland.",
      tldr: "Skyforge has reserved launch slots with Orion Launch Systems through 2029.",
      whyItMatters:
        "Sharing engineering data with a partner widens the attack surface; Zero Trust Access and Cloud Posture Guard keep that exchange controlled.",
      offerings: [{ solution: "Zero Trust Access", offering: "Controlled partner access to shared engineering data." }],
      suggestedAction: "Ask Victor Adeyemi how engineering data will be shared with Orion.",
    },
    people: [{ name: "Victor Adeyemi", reasoning: "The COO leads the partnership." }],
  },
];

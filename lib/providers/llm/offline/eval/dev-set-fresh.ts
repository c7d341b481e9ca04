import { item, type DevItem } from "./dev-item";

// Written after all tuning and run once: the figures npm run eval prints for it are the untuned ones.
export const freshItems: DevItem[] = [
  item("fr-fund-1", "Hollow Pine Games", "funding", "about", "Indie studio Hollow Pine Games raises seed funding", [
    "Hollow Pine Games, an independent studio in Helsinki, has raised €4 million in seed funding to finish its first console game.",
    "The round was led by Koivu Ventures. Studio co-founder Eero Laine said the team would grow to 30 people.",
  ], [["Eero Laine", "Studio Co-founder", "account"]]),
  item("fr-fund-2", "Clearwater Diagnostics", "funding", "about", "Clearwater Diagnostics gets backing from health fund", [
    "Clearwater Diagnostics has received a $12 million investment from the Bayside Health Fund to expand production of its water-quality sensors.",
  ]),
  item("fr-acq-1", "Northstar Telecom", "acquisition", "about", "Northstar Telecom buys fibre provider Lakeland Net", [
    "Northstar Telecom has bought Lakeland Net, a rural fibre provider with 60,000 customers, for $210 million.",
    "Northstar chief executive Amelia Ross said the deal doubles its fibre footprint in the Midwest.",
  ], [["Amelia Ross", "Chief Executive", "account"]]),
  item("fr-acq-2", "Glasshouse Media", "other", "about", "Glasshouse Media rejects takeover approach", [
    "Glasshouse Media has rejected a takeover approach from a private equity firm, saying the offer undervalued the company.",
  ], [], "a rejected approach"),
  item("fr-lead-1", "Beacon Rail", "leadership_change", "about", "Beacon Rail appoints first female chief executive", [
    "Beacon Rail has appointed Sophie Turner as chief executive, the first woman to lead the freight operator.",
    "Turner replaces Martin Hughes, who is retiring after eight years.",
  ], [["Sophie Turner", "Chief Executive", "account", "incoming"], ["Martin Hughes", null, "account", "departing"]]),
  item("fr-lead-2", "Sorrel Cosmetics", "leadership_change", "about", "Sorrel Cosmetics' CFO resigns", [
    "Sorrel Cosmetics said on Friday that its chief financial officer, Nina Patel, has resigned with immediate effect.",
    "Controller James Wu will act as finance chief until a successor is found.",
  ], [["Nina Patel", "Chief Financial Officer", "account", "departing"], ["James Wu", "Controller", "account", "incoming"]]),
  item("fr-hire-1", "Tidal Wind", "hiring", "about", "Tidal Wind to recruit 250 technicians for offshore farms", [
    "Tidal Wind will recruit 250 technicians over the next two years to maintain its offshore wind farms in the North Sea.",
  ]),
  item("fr-hire-2", "Larkhill Bank", "hiring", "about", "Larkhill Bank plans 400 new jobs in Glasgow", [
    "Larkhill Bank plans to create 400 new jobs at its Glasgow technology centre over the next three years.",
    "Scotland's First Minister welcomed the move.",
  ]),
  item("fr-exp-1", "Brightwater Dairy", "expansion", "about", "Brightwater Dairy opens second creamery in Vermont", [
    "Brightwater Dairy has opened a second creamery in Vermont, which will let it double the amount of yoghurt it makes.",
  ]),
  item("fr-exp-2", "Copperfield Hotels", "expansion", "about", "Copperfield Hotels expands into Portugal", [
    "Copperfield Hotels is expanding into Portugal with two hotels in Lisbon and Porto, both due to open next summer.",
  ]),
  item("fr-part-1", "Meadow Insurance", "partnership", "about", "Meadow Insurance teams with carmaker on usage-based cover", [
    "Meadow Insurance has teamed with carmaker Vesper Motors to offer insurance priced on how customers drive, using data from their cars.",
  ]),
  item("fr-part-2", "Quarry Analytics", "partnership", "about", "Quarry Analytics signs agreement with city of Denver", [
    "Quarry Analytics has signed an agreement with the city of Denver to analyse traffic data and plan new bus lanes.",
  ]),
  item("fr-prod-1", "Wavelength Audio", "product_launch", "about", "Wavelength Audio launches wireless studio monitors", [
    "Wavelength Audio launched a pair of wireless studio monitors on Monday, aimed at home music producers.",
    "They cost $499 a pair.",
  ]),
  item("fr-prod-2", "Kestrel Software", "product_launch", "about", "Kestrel Software introduces AI tool for legal teams", [
    "Kestrel Software has introduced an AI tool that reads contracts and flags risky clauses for in-house legal teams.",
  ]),
  item("fr-lay-1", "Summit Outdoor", "layoffs", "about", "Summit Outdoor to lay off 300 after weak season", [
    "Summit Outdoor will lay off 300 employees after a warm winter hit sales of skis and jackets.",
  ]),
  item("fr-lay-2", "Vireo Pharma", "layoffs", "about", "Vireo Pharma closes research site, cutting 150 roles", [
    "Vireo Pharma is closing its research site in San Diego, cutting 150 roles, as it narrows its focus to two drugs.",
  ]),
  item("fr-earn-1", "Granite Building Supply", "earnings", "about", "Granite Building Supply sales rise 8% in third quarter", [
    "Granite Building Supply said third-quarter sales rose 8% to $1.6 billion, helped by strong demand from home builders.",
  ]),
  item("fr-earn-2", "Palisade Airways", "earnings", "about", "Palisade Airways narrows annual loss", [
    "Palisade Airways narrowed its annual loss to $45 million from $210 million a year earlier as fares rose.",
  ]),
  item("fr-legal-1", "Harbour Logistics", "legal", "about", "Harbour Logistics sued by former drivers over unpaid wages", [
    "Harbour Logistics is being sued by 200 former drivers who say they were not paid for time spent loading trucks.",
  ]),
  item("fr-legal-2", "Crescent Energy", "legal", "about", "Crescent Energy fined £3m over billing errors", [
    "Crescent Energy has been fined £3 million by the energy regulator after overcharging thousands of customers.",
  ]),
  item("fr-other-1", "Oakmont Bakeries", "other", "about", "Oakmont Bakeries unveils Christmas menu", [
    "Oakmont Bakeries' Christmas menu this year includes a cranberry stollen and a gingerbread croissant, the chain said.",
  ], [], "a seasonal menu"),
  item("fr-other-2", "Ridgeline Bank", "other", "about", "Ridgeline Bank CEO speaks at climate summit", [
    "Ridgeline Bank's chief executive, Olivia Hart, told a climate summit in Dubai that banks must lend more to clean-energy projects.",
  ], [["Olivia Hart", "Chief Executive", "account"]]),
  item("fr-other-3", "Stellar Freight", "other", "mention", "Freight rates climb as Red Sea disruption continues", [
    "Container freight rates rose for a fourth week as ships continued to avoid the Red Sea, according to the Drewry index.",
    "Forwarders including Stellar Freight said customers were booking earlier.",
  ]),
];

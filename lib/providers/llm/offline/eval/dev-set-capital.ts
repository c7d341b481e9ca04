import { item, type DevItem } from "./dev-item";

// Funding and acquisitions, with the traps seen on real news: "buy" in other senses, denials, rumours,
// the account as the target or a bystander, rival executives quoted.
export const capitalItems: DevItem[] = [
  item("fund-1", "Helio Grid", "funding", "about", "Helio Grid raises $120 million Series C to expand battery storage", [
    "Helio Grid, a developer of grid-scale battery storage, has raised $120 million in a Series C round led by Northgate Capital, the company said on Tuesday.",
    "The Denver-based startup will use the money to build three storage sites in Texas and to double its engineering team, said Marisol Vega, Helio Grid's co-founder and chief executive.",
    "Existing backers Alder Ventures and Quarry Partners also took part. The round values the company at about $900 million, according to a person familiar with the matter.",
  ], [["Marisol Vega", "Co-founder and Chief Executive", "account"]]),
  item("fund-2", "Lumen Pay", "funding", "about", "Payments startup Lumen Pay lands €40m to take on cross-border fees", [
    "Lumen Pay has secured €40 million in fresh funding as the Lisbon fintech pushes into cross-border payments for small businesses.",
    "The Series B was led by Harbor Light Ventures with participation from Oakfield. \"We are going after the fees that small exporters quietly pay every month,\" said João Martins, chief executive of Lumen Pay.",
    "The company processes about €2 billion a year and plans to open an office in Warsaw.",
  ], [["João Martins", "Chief Executive", "account"]]),
  item("fund-3", "Cobalt Robotics Labs", "funding", "about", "Cobalt Robotics Labs closes $18 million seed round for warehouse robots", [
    "Share on LinkedIn", "Print",
    "Cobalt Robotics Labs said it had closed an $18 million seed round to bring its picking robots to mid-sized warehouses.",
    "The round was led by Fieldstone Partners. Priya Natarajan, the company's co-founder and CTO, said the funding would pay for a pilot line in Ohio.",
  ], [["Priya Natarajan", "Co-founder and CTO", "account"]], "share and print buttons before the lede"),
  item("fund-4", "Verdant Foods", "funding", "about", "Verdant Foods secures $65m from sovereign fund as plant-based demand steadies", [
    "Verdant Foods has secured $65 million in a growth round from the Gulf Horizon Investment Authority, the plant-based meat maker said on Thursday.",
    "Chief Financial Officer Hannah Brooks said the investment gives the company enough runway to reach profitability in 2028.",
    "Sales of plant-based meat in the U.S. fell 4% last year, according to market researcher Circana.",
  ], [["Hannah Brooks", "Chief Financial Officer", "account"]]),
  item("fund-5", "Quill Health", "funding", "about", "Quill Health raises Series A to automate clinical notes", [
    "Quill Health, which turns doctor-patient conversations into clinical notes, raised a $32 million Series A led by Redwood Arc.",
    "\"Clinicians spend two hours a day on documentation,\" said Dr. Amara Osei, Quill Health's founder and chief medical officer. The startup now works with 40 hospitals.",
    "Samuel Price, a partner at Redwood Arc, will join the board.",
  ], [["Amara Osei", "Founder and Chief Medical Officer", "account"], ["Samuel Price", "Partner", "other"]], "investor partner joins the board: not at the account"),
  item("fund-6", "Tidewater Analytics", "funding", "about", "Tidewater Analytics gets $10 million to map flood risk", [
    "Tidewater Analytics has raised $10 million in venture funding to expand its flood-risk models to Europe.",
    "The investment was led by Climate Forward Fund. Tidewater's president, Elena Ruiz, said the firm would hire 25 data scientists in Amsterdam.",
  ], [["Elena Ruiz", "President", "account"]]),
  item("fund-7", "Arcadia Bio", "funding", "about", "Arcadia Bio bags $210 million in one of the year's largest biotech rounds", [
    "Arcadia Bio has bagged $210 million in a Series D financing to take its gene therapy for retinal disease into late-stage trials.",
    "The round drew new investors including Meridian Life Sciences Fund. Arcadia chief executive Tomás Herrera said the capital would carry the company through 2029.",
  ], [["Tomás Herrera", "Chief Executive", "account"]]),
  item("fund-8", "Parcel Loop", "funding", "about", "Parcel Loop pulls in $55M as investors bet on reusable packaging", [
    "Parcel Loop pulled in $55 million in new funding, the reusable-packaging startup said, as retailers try to cut cardboard waste.",
    "The round was co-led by Evergreen Climate Partners and Sunrise Capital. Parcel Loop said it will use the money to expand into Germany and France.",
  ]),
  item("fund-9", "Nimbus Health", "other", "about", "Nimbus Health denies report it is seeking new funding", [
    "Nimbus Health on Monday denied a report that it was in talks to raise new capital at a lower valuation.",
    "\"We are not raising and have no plans to raise,\" a company spokesperson said. The telehealth company last raised money in 2024.",
  ], [], "denial of a funding round"),
  item("fund-10", "Brightline Freight", "other", "about", "Brightline Freight may consider outside investment, CEO says", [
    "Brightline Freight may consider taking outside investment next year if freight volumes recover, its chief executive said on a podcast.",
    "\"We could look at it, but nothing is decided,\" said Kofi Mensah, Brightline Freight's CEO. The trucking company is privately owned by its founders.",
  ], [["Kofi Mensah", "CEO", "account"]], "hedged future: no round happened"),
  item("fund-11", "Orbital Seed", "funding", "mention", "Climate fund backs four startups, including Orbital Seed", [
    "The Pacific Climate Fund said on Wednesday it has invested a combined $48 million in four early-stage companies, including a $15 million round for Orbital Seed.",
    "Orbital Seed, which makes satellite sensors for crop monitoring, was the largest of the four. The fund's managing partner, Grace Liu, said agriculture data was \"badly underserved\".",
  ], [["Grace Liu", "Managing Partner", "other"]], "fund's partner quoted, not the account's"),

  item("acq-1", ["Quantia Bio", "Quantia Biotherapeutics Ltd."], "acquisition", "about", "Quantia Bio to acquire CellOptics for $1.2 billion", [
    "Quantia Biotherapeutics has agreed to acquire CellOptics, a maker of imaging tools for cell therapy, for $1.2 billion in cash, the companies said on Monday.",
    "\"CellOptics gives us the manufacturing insight we have been missing,\" said Tomas Lindqvist, Quantia's chief executive officer. The deal is expected to close in the first quarter.",
    "CellOptics chief executive Laura Chen will join Quantia's leadership team. Aisha Bello, Quantia's chief operating officer, will lead the integration.",
  ], [["Tomas Lindqvist", "Chief Executive Officer", "account"], ["Aisha Bello", "Chief Operating Officer", "account"], ["Laura Chen", "Chief Executive", "other"]], "target's CEO named"),
  item("acq-2", "Ferrovia Logistics", "acquisition", "about", "Ferrovia Logistics agrees to buy Nordfrakt in push into Nordic rail freight", [
    "Ferrovia Logistics has agreed to buy Swedish rail operator Nordfrakt for about €640 million, giving the Italian group its first routes in the Nordics.",
    "Ferrovia's Head of Digital Transformation, Rafael Moreno, said the two companies would move to a single booking system within a year.",
    "Nordfrakt's founder, Erik Sandberg, will stay on as an adviser.",
  ], [["Rafael Moreno", "Head of Digital Transformation", "account"], ["Erik Sandberg", "Founder", "other"]]),
  item("acq-3", "Castell Retail", "acquisition", "about", "Castell Retail snaps up rival Homeware chain Dunmore", [
    "Castell Retail has snapped up struggling homeware chain Dunmore in a deal that adds 140 stores to its estate.",
    "The purchase price was not disclosed. Castell chief executive Fiona Grant said most Dunmore shops would be rebranded by next spring.",
  ], [["Fiona Grant", "Chief Executive", "account"]]),
  item("acq-4", "Sablewood Software", "acquisition", "about", "Sablewood Software completes acquisition of Kinetic Forms", [
    "Sablewood Software said on Friday it had completed its acquisition of Kinetic Forms, a maker of online form builders, after receiving regulatory approval.",
    "Kinetic Forms' 80 employees will join Sablewood's product group under Chief Product Officer Nadia Rahman.",
  ], [["Nadia Rahman", "Chief Product Officer", "account"]]),
  item("acq-5", "Halvorsen Energy", "acquisition", "about", "Halvorsen Energy to take over offshore wind developer Blue Fjord", [
    "Norway's Halvorsen Energy will take over offshore wind developer Blue Fjord in an all-stock deal valued at 9 billion crowns.",
    "The takeover still needs the approval of competition authorities. Halvorsen's chief financial officer, Ingrid Dahl, said the combined company would have 4 gigawatts of projects.",
  ], [["Ingrid Dahl", "Chief Financial Officer", "account"]]),
  item("acq-6", "Pinecrest Bank", "product_launch", "about", "Pinecrest Bank launches buy-now-pay-later option for card holders", [
    "Pinecrest Bank is letting its credit card holders split purchases into four payments, joining a crowded buy-now-pay-later market.",
    "Customers who buy anything above $100 can choose the option in the bank's app, said Derek Olsen, Pinecrest's head of consumer cards.",
    "Regulators have been looking more closely at such plans.",
  ], [["Derek Olsen", "Head of Consumer Cards", "account"]], "\"buy\" without an acquisition; a new card feature that is product news"),
  item("acq-7", "Marlow Motors", "other", "about", "Marlow Motors announces $2 billion share buyback", [
    "Marlow Motors said it would buy back up to $2 billion of its own shares over the next two years, returning cash to investors after a strong run of truck sales.",
    "The carmaker's board also raised the quarterly dividend by 5 cents.",
  ], [], "\"buy back\" shares is not an acquisition"),
  item("acq-8", "Brightwave Media", "other", "about", "Brightwave Media denies it plans to acquire podcast network Echo", [
    "Brightwave Media on Wednesday denied a report that it plans to acquire podcast network Echo Audio.",
    "\"There are no talks,\" said Brightwave spokesperson Carla Diaz. Shares of Echo, which had jumped 18% on the report, fell back.",
  ], [], "denial of a takeover"),
  item("acq-9", "Tessellate Chips", "acquisition", "mention", "Omnicore agrees to buy chip designer Tessellate Chips", [
    "Omnicore, the networking giant, agreed to buy chip designer Tessellate Chips for $3.4 billion, betting on custom silicon for data centres.",
    "Omnicore chief executive Victor Lang said Tessellate's team would form the core of a new silicon unit. Tessellate's founder and CEO, Mei Tanaka, will report to him.",
  ], [["Victor Lang", "Chief Executive", "other"], ["Mei Tanaka", "Founder and CEO", "account"]], "the account is the target; the buyer's CEO is not at the account"),
  item("acq-10", "Glenfield Insurance", "acquisition", "about", "Glenfield Insurance buys specialty insurer Harrow Re", [
    "Glenfield Insurance bought specialty insurer Harrow Re for £310 million, the company said, expanding into marine and aviation cover.",
    "\"This gives us scale in lines we know well,\" said Glenfield's chief executive, Oliver Bennett.",
  ], [["Oliver Bennett", "Chief Executive", "account"]]),
  item("acq-11", "Lattice Home", "other", "about", "Lattice Home is said to weigh options, including a sale", [
    "Lattice Home, the smart-thermostat maker, is exploring options that could include a sale, according to people familiar with the matter.",
    "No decision has been made and the company may decide to stay independent, the people said. Lattice declined to comment.",
  ], [], "rumoured, undecided sale"),
  item("acq-12", "Redline Logistics", "acquisition", "about", "Redline Logistics merges with Carrow Freight to form trucking giant", [
    "Redline Logistics and Carrow Freight will merge in a deal that creates the third-largest trucking company in the U.S., the companies said on Monday.",
    "Redline shareholders will own 60% of the combined company. Redline chief executive Andre Thompson will run it; Carrow chief executive Beth Sullivan will become chair.",
  ], [["Andre Thompson", "Chief Executive", "account"], ["Beth Sullivan", "Chief Executive", "other"]]),
];
